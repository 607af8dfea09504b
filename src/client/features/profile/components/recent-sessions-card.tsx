import { Trans } from '@lingui/react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { useDeviceName } from '#client/api/device-names.ts';
import { useWeightUnit } from '#client/api/preferences.ts';
import { DiscreetValue } from '#client/components/discreet.tsx';
import { EntryLink } from '#client/components/entry-link.tsx';
import { LoadingData } from '#client/components/load-states.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { useSpeech } from '#client/lib/i18n/use-speech.ts';
import { useT } from '#client/lib/i18n/use-t.ts';
import { RECENT_LIST_SIZE } from '#shared/constants.ts';
import { formatEntryDate } from '#shared/rules/entry-dates.ts';
import { formatWeight, profileDurationText } from '#shared/rules/session-display.ts';
import type { Session } from '#shared/schemas/sessions.ts';
import { useRecentSessions } from '../api/recent-sessions.ts';
import '../messages.ts';

/** The table's columns, each the id of its heading (and of a stacked cell's label on a phone). */
const COLUMNS = [
  'profile.recent.date',
  'profile.recent.device',
  'profile.recent.duration',
  'profile.recent.weight',
  'profile.recent.notes',
] as const;

/** 'Recent Sessions' (spec section 2, Profile): the first 5, and 'View All Sessions' when there are more. */
export function RecentSessionsCard() {
  const t = useT();
  const { data: sessions, error } = useRecentSessions();
  return (
    <Card aria-labelledby="recent-sessions-title">
      <CardHeader>
        <CardTitle id="recent-sessions-title">{t('profile.recent.title')}</CardTitle>
        <CardDescription>{t('profile.recent.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {t('profile.recent.loadFailed')}
          </p>
        ) : !sessions ? (
          <LoadingData shape="rows" />
        ) : sessions.length === 0 ? (
          <div className="py-4 text-center">
            <p className="text-sm text-slate-700">{t('profile.recent.empty')}</p>
            <p className="mt-1 text-sm text-slate-600">
              <Trans
                id="profile.recent.emptyHint"
                components={{
                  0: (
                    <Link
                      href="/"
                      className="inline-flex min-h-11 items-center font-medium text-blue-700 underline-offset-4 hover:underline"
                    />
                  ),
                }}
              />
            </p>
          </div>
        ) : (
          <SessionsTable
            sessions={sessions.slice(0, RECENT_LIST_SIZE)}
            more={sessions.length > RECENT_LIST_SIZE}
          />
        )}
      </CardContent>
    </Card>
  );
}

function SessionsTable({ sessions, more }: { sessions: Session[]; more: boolean }) {
  const t = useT();
  const deviceName = useDeviceName();
  const weightUnit = useWeightUnit();
  const speech = useSpeech();
  return (
    <>
      {/* Below sm the rows stack as small cards, each cell labelled, so nothing overflows a phone. */}
      <table className="w-full text-left text-sm">
        <thead className="sr-only sm:not-sr-only sm:table-header-group">
          <tr className="border-b border-slate-200 text-slate-600">
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="py-2 pr-3 font-medium">
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => {
            const date = formatEntryDate(speech.format, session);
            const device = deviceName(session.device);
            const cells = [
              <>
                <time dateTime={session.date}>{date}</time>
                {/* The whole row opens the entry (docs/decisions/048), as the other lists do. */}
                <EntryLink id={session.id} name={`${device}, ${date}`} />
              </>,
              device,
              // Figures and notes stay blurred in discreet mode until tapped (docs/decisions/022, 061).
              <DiscreetValue key="duration" label={t('profile.recent.duration')}>
                {profileDurationText(speech, session.duration)}
              </DiscreetValue>,
              <DiscreetValue key="weight" label={t('profile.recent.weight')}>
                {formatWeight(speech.format, session.weight, weightUnit) ?? '-'}
              </DiscreetValue>,
              session.notes.trim() ? (
                <DiscreetValue key="notes" label={t('profile.recent.notes')}>
                  {session.notes.trim()}
                </DiscreetValue>
              ) : (
                '-'
              ),
            ];
            return (
              <tr
                key={session.id}
                className="relative block border-b border-slate-100 py-2 last:border-0 hover:bg-slate-50 sm:table-row sm:h-11"
              >
                {cells.map((cell, index) => (
                  <td
                    key={COLUMNS[index]}
                    data-label={t(COLUMNS[index] ?? '')}
                    className="grid grid-cols-[5.5rem_1fr] gap-2 py-0.5 break-words before:font-medium before:text-slate-600 before:content-[attr(data-label)] sm:table-cell sm:py-2 sm:pr-3 sm:align-top sm:before:content-none"
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      {more ? (
        <Link href="/history" className={`${buttonClasses('link', 'inline')} mt-4 min-h-11`}>
          {t('profile.recent.viewAll')}
          <ArrowRight aria-hidden="true" />
        </Link>
      ) : null}
    </>
  );
}
