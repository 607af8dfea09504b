import { History } from 'lucide-react';
import { AppHeader } from '#client/components/layouts/app-header.tsx';
import { IdentityBadge } from '#client/components/layouts/identity-badge.tsx';
import { StoreLink } from '#client/components/layouts/store-link.tsx';
import { LoadError, LoadingData } from '#client/components/load-states.tsx';
import { OutboxSync } from '#client/components/outbox-sync.tsx';
import { NavButton } from '#client/components/ui/nav-button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useUser } from '#client/lib/auth.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { RECENT_LIST_SIZE } from '#shared/constants.ts';
import type { Session, SessionStatsResponse } from '#shared/schemas/sessions.ts';
import { useSessions } from '../api/session-list.ts';
import { useSessionStats } from '../api/session-stats.ts';
import { useHomeTab } from '../hooks/home-tab.ts';
import { CheckinPrompt } from './checkin-prompt.tsx';
import { DeviceTab } from './device-tab.tsx';
import { GoalCard } from './goal-card.tsx';
import { MeasurementsTab } from './measurements-tab.tsx';
import { PhotosLink } from './photos-link.tsx';
import { PrivacyLink } from './privacy-link.tsx';
import { ProgressSummary } from './progress-summary.tsx';
import { QuoteCard, QuoteCardPlaceholder } from './quote-card.tsx';
import { RestNotice } from './rest-notice.tsx';
import { StartSessionButton } from './start-session-button.tsx';

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
        <DashboardContent />
      </main>
    </div>
  );
}

/** The dashboard as soon as the recent entries are in; each card shows its own figures when they arrive. */
function DashboardContent() {
  const customer = useCustomerHash();
  const recent = useSessions('all', RECENT_LIST_SIZE);
  const stats = useSessionStats(recent.isSuccess);
  const error = customer.error ?? recent.error ?? stats.error;

  if (error) return <LoadError error={error} />;
  if (!recent.data) return <LoadingData />;
  return <Dashboard sessions={recent.data} stats={stats.data} />;
}

function Dashboard({ sessions, stats }: { sessions: Session[]; stats: SessionStatsResponse | undefined }) {
  const [tab, setTab] = useHomeTab();
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
      <Tabs value={tab} onValueChange={setTab}>
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
