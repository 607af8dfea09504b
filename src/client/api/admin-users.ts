import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { listAdminUsers } from '#shared/contracts/admin.ts';

const ADMIN_USERS_PAGE_SIZE = 50;

/** Query keys of GET /api/admin/users: every page, or one page of a size. */
const adminUsersKeys = {
  all: [listAdminUsers.path] as const,
  page: (page: number, pageSize: number) => [listAdminUsers.path, page, pageSize] as const,
};

/** One page of customers, most recently active first; the previous page stays while the next one loads. */
export function adminUsersQuery(page: number, pageSize = ADMIN_USERS_PAGE_SIZE) {
  return queryOptions({
    queryKey: adminUsersKeys.page(page, pageSize),
    queryFn: () => callApi(listAdminUsers, { query: { page, pageSize } }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
