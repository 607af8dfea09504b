import { useQueryClient } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { Suspense, use, useEffect } from 'react';
import { AppHeader } from '#client/components/layouts/app-header.tsx';
import { LoadError, LoadingData } from '#client/components/load-states.tsx';
import { NavButton } from '#client/components/ui/nav-button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useUser } from '#client/lib/auth.ts';
import { markFirstScreenShown } from '#client/lib/first-screen.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { RECENT_LIST_SIZE } from '#shared/constants.ts';
import type { Session, SessionStatsResponse } from '#shared/schemas/sessions.ts';
import { dashboardReadsWait } from '../api/dashboard-reads.ts';
import { useSessionStats } from '../api/session-stats.ts';
import { useSessions } from '../api/sessions.ts';
import { GoalCard } from '../goals/goal-card.tsx';
import { CheckinPrompt } from './checkin-prompt.tsx';
import { DeviceTab } from './device-tab.tsx';
import { IdentityBadge } from './identity-badge.tsx';
import { MeasurementsTab } from './measurements-tab.tsx';
import { OutboxSync } from './outbox-sync.tsx';
import { PhotosLink } from './photos-link.tsx';
import { PrivacyLink } from './privacy-link.tsx';
import { ProgressSummary } from './progress-summary.tsx';
import { QuoteCard, QuoteCardPlaceholder } from './quote-card.tsx';
import { RestNotice } from './rest-notice.tsx';
import { StartSessionButton } from './start-session-button.tsx';
import { StoreLink } from './store-link.tsx';

/** The tracker dashboard (/): summary, quote, and the Device and Measurements tabs (spec section 2). */
export function TrackerHomePage() {
  const customer = useCustomerHash();
  const { data: user } = useUser();

  return (
    <div className="min-h-dvh bg-slate-50">
      <OutboxSync />
      <AppHeader
        badge={<IdentityBadge source={customer.source} />}
        actions={
          <>
            <StoreLink />
            {customer.customerHash ? <PhotosLink /> : null}
            {customer.customerHash && !user ? <PrivacyLink /> : null}
          </>
        }
        customer={!!customer.customerHash}
      />
      <main className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
        <h1 className="sr-only">Dashboard</h1>
        <Suspense fallback={<LoadingData />}>
          <DashboardContent />
        </Suspense>
      </main>
    </div>
  );
}

/**
 * The dashboard once its first reads are in (docs/decisions/035): until then it suspends and the page
 * shows 'Loading your data...', then it mounts with its data in one interruptible render.
 */
function DashboardContent() {
  const customer = useCustomerHash();
  const wait = dashboardReadsWait(useQueryClient(), customer.customerHash);
  if (wait) use(wait);
  const recent = useSessions('all', RECENT_LIST_SIZE);
  const stats = useSessionStats(recent.isSuccess);
  const error = customer.error ?? recent.error ?? stats.error;

  if (error) return <LoadError error={error} />;
  if (!recent.data) return <LoadingData />;
  return <Dashboard sessions={recent.data} stats={stats.data} />;
}

function Dashboard({ sessions, stats }: { sessions: Session[]; stats: SessionStatsResponse | undefined }) {
  // The home's first screen: what waits for it (the toasts' code) may come now (docs/decisions/041).
  useEffect(markFirstScreenShown, []);
  return (
    <div className="space-y-6">
      <CheckinPrompt />
      <RestNotice />
      <div className="grid gap-4 lg:grid-cols-2">
        <ProgressSummary stats={stats} />
        <GoalCard />
        {stats ? <QuoteCard {...stats} /> : <QuoteCardPlaceholder />}
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <StartSessionButton />
        <NavButton href="/history" variant="outline" className="min-h-11">
          <History aria-hidden="true" />
          View History
        </NavButton>
      </div>
      <Tabs defaultValue="device">
        <TabsList aria-label="Tracker">
          <TabsTrigger value="device">Device</TabsTrigger>
          <TabsTrigger value="measurements">Measurements</TabsTrigger>
        </TabsList>
        <TabsContent value="device">
          <DeviceTab sessions={sessions} />
        </TabsContent>
        <TabsContent value="measurements">
          <MeasurementsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
