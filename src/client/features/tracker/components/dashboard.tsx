import { History } from 'lucide-react';
import { NavButton } from '#client/components/ui/nav-button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import type { Session, SessionStatsResponse } from '#shared/schemas/sessions.ts';
import { useHomeTab } from '../hooks/home-tab.ts';
import { CheckinPrompt } from './checkin-prompt.tsx';
import { DeviceTab } from './device-tab.tsx';
import { GoalCard } from './goal-card.tsx';
import { MeasurementsTab } from './measurements-tab.tsx';
import { ProgressSummary } from './progress-summary.tsx';
import { QuoteCard, QuoteCardPlaceholder } from './quote-card.tsx';
import { RestNotice } from './rest-notice.tsx';
import { StartSessionButton } from './start-session-button.tsx';

/** The home's cards and the spec's Device and Measurements tabs (spec section 2). */
export function Dashboard({
  sessions,
  stats,
}: {
  sessions: Session[];
  stats: SessionStatsResponse | undefined;
}) {
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
