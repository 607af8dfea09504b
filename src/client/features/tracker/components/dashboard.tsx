import { Plus } from 'lucide-react';
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { NavButton } from '#client/components/ui/nav-button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import type { Session, SessionStatsResponse } from '#shared/schemas/sessions.ts';
import { useHomeTab } from '../hooks/home-tab.ts';
import { CheckinPrompt } from './checkin-prompt.tsx';
import { DeviceTab } from './device-tab.tsx';
import { GoalCard } from './goal-card.tsx';
import { MeasureChangeCard } from './measure-change-card.tsx';
import { MeasurementsTab } from './measurements-tab.tsx';
import { ProgressSummary } from './progress-summary.tsx';
import { QuoteCard, QuoteCardPlaceholder } from './quote-card.tsx';
import { RestNotice } from './rest-notice.tsx';
import { StartSessionButton } from './start-session-button.tsx';
import { TakenTodayCard } from './taken-today-card.tsx';
import '../messages.ts';

/**
 * The home answers "how am I doing" in its first screenful on a phone (docs/decisions/050): the spec's
 * tiles, this week against the goal, the change since the first measurement, the quote, and Log beside
 * the timer, with the check-in of a session just saved above them and the notice to rest after them; then
 * the spec's Device and Measurements tabs.
 */
export function Dashboard({
  sessions,
  stats,
}: {
  sessions: Session[];
  stats: SessionStatsResponse | undefined;
}) {
  const t = useT();
  const [tab, setTab] = useHomeTab();
  const measurements = useRef<HTMLDivElement>(null);
  // "Log measurement" on the change card: the Measurements tab, its form's first field focused.
  const toMeasurementForm = () => {
    flushSync(() => setTab('measurements'));
    measurements.current?.querySelector<HTMLElement>('form select, form input')?.focus();
  };

  return (
    <div className="space-y-6">
      {/* The check-in of the session just saved comes first, where the customer lands after the save. */}
      <CheckinPrompt />
      <div className="grid gap-3 lg:grid-cols-2 lg:gap-4">
        <ProgressSummary stats={stats} />
        <GoalCard />
        <MeasureChangeCard onLogMeasurement={toMeasurementForm} />
        {stats ? <QuoteCard {...stats} /> : <QuoteCardPlaceholder />}
        {/* Log, and the timer beside it with the wider share: 'Timer running 12:03' fits on one line. */}
        <div className="grid grid-cols-[2fr_3fr] gap-3 lg:col-span-2 lg:flex lg:justify-end">
          <NavButton href="/log" size="lg">
            <Plus aria-hidden="true" />
            {t('nav.log')}
          </NavButton>
          <StartSessionButton />
        </div>
        <TakenTodayCard />
      </div>
      <RestNotice />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={t('tracker.home.tabs')}>
          <TabsTrigger value="device">{t('tracker.home.tab.device')}</TabsTrigger>
          <TabsTrigger value="measurements">{t('tracker.home.tab.measurements')}</TabsTrigger>
        </TabsList>
        <TabsContent value="device">
          <DeviceTab sessions={sessions} />
        </TabsContent>
        <TabsContent value="measurements" ref={measurements}>
          <MeasurementsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
