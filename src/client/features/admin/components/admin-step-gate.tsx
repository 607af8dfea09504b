import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { LoadingSpinner } from '#client/components/ui/spinner.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { useAdminStep } from '../api/admin-step.ts';
import { adminLoginPath } from '../hooks/admin-next.ts';
import { AdminLoadError } from './admin-load-error.tsx';
import '../messages.ts';

/**
 * Inside the admin-only route guard: an administrator who has not entered the admin password in this
 * session is sent to /admin?next={this path} first, and comes back here after a successful login.
 */
export function AdminStepGate({ children }: { children: ReactNode }) {
  const t = useT();
  const [location] = useLocation();
  const step = useAdminStep();
  if (step.isPending) return <LoadingSpinner label={t('admin.step.checking')} />;
  if (step.isError) {
    return (
      <main className="mx-auto max-w-md px-4 py-10">
        <AdminLoadError error={step.error} onRetry={() => step.refetch()} />
      </main>
    );
  }
  if (!step.data.verified) return <Redirect to={adminLoginPath(location)} replace />;
  return children;
}
