import { useQuery } from '@tanstack/react-query';
import { adminUsersQuery } from '#client/api/admin-users.ts';
import type { CustomerSummary } from '#shared/schemas/admin.ts';

/** The 'User Sessions' list (GET /api/admin/users), one page at a time. */
export function useAdminUsers(page: number) {
  return useQuery(adminUsersQuery(page));
}

/** The user key shown on the dashboard: the account's email when there is one, else the customer hash. */
export const customerLabel = (customer: Pick<CustomerSummary, 'email' | 'customerHash'>) =>
  customer.email || customer.customerHash;
