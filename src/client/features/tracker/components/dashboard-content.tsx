import { LoadError, LoadingData } from '#client/components/load-states.tsx';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { RECENT_LIST_SIZE } from '#shared/constants.ts';
import { usePrefetchMeasurements } from '../api/home-reads.ts';
import { useSessions } from '../api/session-list.ts';
import { useSessionStats } from '../api/session-stats.ts';
import { Dashboard } from './dashboard.tsx';

/** The dashboard as soon as the recent entries are in; each card shows its own figures when they arrive. */
export function DashboardContent() {
  const customer = useCustomerHash();
  const recent = useSessions('all', RECENT_LIST_SIZE);
  const stats = useSessionStats(recent.isSuccess);
  usePrefetchMeasurements(recent.isSuccess);
  const error = customer.error ?? recent.error ?? stats.error;

  if (error) return <LoadError error={error} />;
  if (!recent.data) return <LoadingData shape="home" />;
  return <Dashboard sessions={recent.data} stats={stats.data} />;
}
