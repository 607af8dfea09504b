import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '#client/lib/request.ts';
import type { CustomerPage, CustomerSummary } from '#shared/schemas/admin.ts';

/** One customer of GET /api/admin/users: an account's hash, or a store customer's hash alone. */
export type AdminCustomer = CustomerSummary;
export type AdminCustomersPage = CustomerPage;

export const ADMIN_USERS_PAGE_SIZE = 50;

/** GET /api/admin/users?page&pageSize: one page of customers, most recently active first. */
export function fetchAdminUsers(page: number, pageSize = ADMIN_USERS_PAGE_SIZE): Promise<AdminCustomersPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return apiGet<AdminCustomersPage>(`/api/admin/users?${query}`);
}

/** The 'User Sessions' list; the previous page stays on screen while the next one loads. */
export function useAdminUsers(page: number) {
  return useQuery({
    queryKey: ['/api/admin/users', page, ADMIN_USERS_PAGE_SIZE],
    queryFn: () => fetchAdminUsers(page),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The user key shown on the dashboard: the account's email when there is one, else the customer hash. */
export const customerLabel = (customer: Pick<AdminCustomer, 'email' | 'customerHash'>) =>
  customer.email || customer.customerHash;
