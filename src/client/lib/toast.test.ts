import { describe, expect, it } from 'vitest';
import { currentToast, dismissStaleToastOnNavigation, NAVIGATION_TOAST_GRACE_MS, toast } from './toast.ts';

describe('stale toasts on navigation', () => {
  it("closes a toast from an earlier screen (a failed sign-in's error on the dashboard)", () => {
    toast({ title: 'Login failed', description: 'Invalid credentials', variant: 'destructive' });
    const shownAt = currentToast()?.shownAt ?? 0;
    dismissStaleToastOnNavigation(shownAt + NAVIGATION_TOAST_GRACE_MS + 1);
    expect(currentToast()?.open).toBe(false);
  });

  it('keeps the toast the action causing the navigation just showed', () => {
    toast({ title: 'Session logged successfully!' });
    const shownAt = currentToast()?.shownAt ?? 0;
    dismissStaleToastOnNavigation(shownAt + 50);
    expect(currentToast()).toMatchObject({ title: 'Session logged successfully!', open: true });
  });
});
