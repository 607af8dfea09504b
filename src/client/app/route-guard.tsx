import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { LoadingSpinner } from '../components/ui/spinner.tsx';
import { useUser } from '../lib/auth.ts';
import { NotFoundPage } from './routes/not-found-page.tsx';

interface RouteGuardProps {
  children: ReactNode;
  /** Admin-only routes show the 404 page to signed-in non-admins (spec section 6). */
  adminOnly?: boolean;
}

/**
 * Spec section 4, in order: loading -> spinner; no user -> the auth page; admin-only route with a
 * non-admin -> 404; otherwise the page.
 *
 * Hook for the embedding issue: the non-authenticated embedded state ('Login Required', for routes other
 * than /profile, /admin and /admin/dashboard) goes in `embeddedState` below, rendering
 * <LoginRequiredPage /> from ./routes/login-required-page.tsx.
 */
export function RouteGuard({ children, adminOnly = false }: RouteGuardProps) {
  const { data: user, isPending } = useUser();
  const embeddedState = useEmbeddedLoginState();

  if (isPending) return <LoadingSpinner label="Loading your account..." />;
  if (embeddedState) return embeddedState;
  if (!user) return <Redirect to="/auth" replace />;
  if (adminOnly && !user.isAdmin) return <NotFoundPage />;
  return children;
}

/** Placeholder until the embedding issue: no embedded state yet, so never an override. */
function useEmbeddedLoginState(): ReactNode | null {
  return null;
}
