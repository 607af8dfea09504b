import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { ScreenSkeleton } from '#client/components/screen-skeleton.tsx';
import { LoadingSpinner } from '#client/components/ui/spinner.tsx';
import { StoreLoginActions } from '#client/features/embed/components/store-login-actions.tsx';
import { useUser } from '#client/lib/auth.ts';
import { useT } from '#client/lib/i18n/use-t.ts';
import { isInStore } from '#client/lib/is-embedded.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { LoginRequiredPage } from './routes/login-required-page.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import type { Screen } from './screens.ts';

interface RouteGuardProps {
  children: ReactNode;
  /** The screen guarded: who may open it, and whether the store's login is offered (screens.ts). */
  screen: Pick<Screen, 'access' | 'storeLogin' | 'skeleton'>;
}

/**
 * Spec section 4, in order: loading -> spinner; no user -> the auth page; admin-only route with a
 * non-admin -> 404; otherwise the page. Two refinements for the store integration:
 * - a store customer known only by a customer hash (no account) may use the screens open to customers;
 *   the server answers 401 for a hash it does not trust, and the tracker then shows 'Sign In Required';
 * - "embedded, not authenticated" (inside the store's frame or served through its app proxy, no signed-in
 *   user and no customer hash from any source) shows 'Login Required' with the store login and email
 *   sign-in, on the screens that offer the store's login (all but /profile and /admin/dashboard).
 */
export function RouteGuard({ children, screen }: RouteGuardProps) {
  const t = useT();
  const { data: user, isPending } = useUser();
  const customer = useCustomerHash();

  if (isPending || (!user && customer.isPending)) {
    // The spec's spinner, on a tracker screen inside a skeleton of the screen (docs/decisions/052).
    return screen.skeleton ? (
      <ScreenSkeleton shape={screen.skeleton} label={t('app.loadingAccount')} chrome />
    ) : (
      <LoadingSpinner label={t('app.loadingAccount')} />
    );
  }
  if (!user) {
    if (customer.customerHash && screen.access === 'customer') return children;
    if (!customer.customerHash && isInStore() && screen.storeLogin) {
      return (
        <LoginRequiredPage>
          <StoreLoginActions />
        </LoginRequiredPage>
      );
    }
    return <Redirect to="/auth" replace />;
  }
  if (screen.access === 'admin' && !user.isAdmin) return <NotFoundPage />;
  return children;
}
