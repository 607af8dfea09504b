import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { LoadingSpinner } from '#client/components/ui/spinner.tsx';
import { StoreLoginActions } from '#client/features/embed/components/store-login-actions.tsx';
import { useUser } from '#client/lib/auth.ts';
import { CUSTOMER_SCREENS } from '#client/lib/customer-screens.ts';
import { isInStore } from '#client/lib/is-embedded.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { LoginRequiredPage } from './routes/login-required-page.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';

/** Spec section 4: routes that never show 'Login Required' (they need an account, or are the admin login). */
const NO_LOGIN_REQUIRED: readonly string[] = ['/profile', '/admin', '/admin/dashboard'];

interface RouteGuardProps {
  children: ReactNode;
  /** Admin-only routes show the 404 page to signed-in non-admins (spec section 6). */
  adminOnly?: boolean;
}

/**
 * Spec section 4, in order: loading -> spinner; no user -> the auth page; admin-only route with a
 * non-admin -> 404; otherwise the page. Two refinements for the store integration:
 * - a store customer known only by a customer hash (no account) may use the tracker screens (CUSTOMER_SCREENS);
 *   the server answers 401 for a hash it does not trust, and the tracker then shows 'Sign In Required';
 * - "embedded, not authenticated" (inside the store's frame or served through its app proxy, no signed-in
 *   user and no customer hash from any source) shows 'Login Required' with the store login and email
 *   sign-in, except on /profile, /admin and /admin/dashboard.
 */
export function RouteGuard({ children, adminOnly = false }: RouteGuardProps) {
  const [path] = useLocation();
  const { data: user, isPending } = useUser();
  const customer = useCustomerHash();

  if (isPending || (!user && customer.isPending)) return <LoadingSpinner label="Loading your account..." />;
  if (!user) {
    if (customer.customerHash && !adminOnly && CUSTOMER_SCREENS.includes(path)) return children;
    if (!customer.customerHash && isInStore() && !NO_LOGIN_REQUIRED.includes(path)) {
      return (
        <LoginRequiredPage>
          <StoreLoginActions />
        </LoginRequiredPage>
      );
    }
    return <Redirect to="/auth" replace />;
  }
  if (adminOnly && !user.isAdmin) return <NotFoundPage />;
  return children;
}
