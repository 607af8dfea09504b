import { describe, expect, it } from 'vitest';
import { adminLoginPath, nextAdminPath } from './admin-next.ts';

describe('the admin login return path', () => {
  it('goes back to the admin screen named in ?next=, else to the dashboard', () => {
    expect(nextAdminPath('?next=%2Femail-test')).toBe('/email-test');
    expect(nextAdminPath('next=/admin/dashboard')).toBe('/admin/dashboard');
    expect(nextAdminPath('')).toBe('/admin/dashboard');
  });

  it('ignores any other target, so the login is no open redirect', () => {
    expect(nextAdminPath('?next=https%3A%2F%2Fevil.example')).toBe('/admin/dashboard');
    expect(nextAdminPath('?next=//evil.example')).toBe('/admin/dashboard');
    expect(nextAdminPath('?next=/profile')).toBe('/admin/dashboard');
  });

  it('builds the login path that the step gate redirects to', () => {
    expect(adminLoginPath('/email-test')).toBe('/admin?next=%2Femail-test');
    expect(nextAdminPath(adminLoginPath('/admin/dashboard').split('?')[1] ?? '')).toBe('/admin/dashboard');
  });
});
