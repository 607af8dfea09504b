/** One customer on the admin dashboard: the key is the customer hash (accounts and store customers alike). */
export type CustomerSummary = {
  key: string;
  customerHash: string;
  email: string | null;
  username: string | null;
  sessionCount: number;
  lastActivity: string | null;
};

/** GET /api/admin/users: one page of customers. */
export type CustomerPage = { customers: CustomerSummary[]; total: number; page: number; pageSize: number };

/** POST /api/test-email answer: the raw reply of the sending method. */
export type TestEmailResult = {
  method: string;
  delivered: boolean;
  response: { status: number; body: string };
};
