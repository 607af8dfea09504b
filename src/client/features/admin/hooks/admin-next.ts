/** The admin screens the login may return to; anything else in ?next= is ignored (no open redirect). */
const RETURN_PATHS = ['/admin/dashboard', '/email-test'] as const;
const DEFAULT_ADMIN_PATH = '/admin/dashboard';

/** Where the admin login goes after success: ?next= when it names an admin screen, else the dashboard. */
export function nextAdminPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return RETURN_PATHS.find((path) => path === next) ?? DEFAULT_ADMIN_PATH;
}

/** The admin login, remembering the admin screen to come back to. */
export const adminLoginPath = (from: string) => `/admin?${new URLSearchParams({ next: from })}`;
