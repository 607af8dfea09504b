import { z } from 'zod';
import { CUSTOMER_HASH_MAX_LENGTH, CUSTOMER_HASH_MIN_LENGTH } from '../constants.ts';
import { sessionSchema } from './sessions.ts';

/** GET /api/admin/users query: one page of customers. */
export const customerPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/** One customer on the admin dashboard: the key is the customer hash (accounts and store customers alike). */
export const customerSummary = z.object({
  key: z.string(),
  customerHash: z.string(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  /** Training sessions, as the customer's Sessions tile counts them (measurement entries left out). */
  sessionCount: z.number().int(),
  /** Measurement-only entries. */
  measurementCount: z.number().int(),
  /** The newest entry's date, a session's or a measurement's. */
  lastActivity: z.string().nullable(),
});
export type CustomerSummary = z.infer<typeof customerSummary>;

/** GET /api/admin/users: one page of customers. */
export const customerPage = z.object({
  customers: z.array(customerSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CustomerPage = z.infer<typeof customerPage>;

/** GET /api/admin/sessions query: the newest sessions, bounded. */
export const sessionsByCustomerQuery = z.object({
  limit: z.coerce.number().int().min(1).max(20_000).default(5_000),
});

/** GET /api/admin/sessions: the sessions keyed by customer hash (the spec's shape). */
export const sessionsByCustomer = z.record(z.string(), z.array(sessionSchema));
export type SessionsByCustomer = z.infer<typeof sessionsByCustomer>;

/** The account (or store customer) whose sessions an export is about. */
export const exportCustomerParams = z.object({
  user: z.string().min(CUSTOMER_HASH_MIN_LENGTH).max(CUSTOMER_HASH_MAX_LENGTH),
});
export const exportEmailParams = z.object({ email: z.string().min(3).max(254) });
