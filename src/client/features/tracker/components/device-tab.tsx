import { Plus } from 'lucide-react';
import { useState } from 'react';
import { usePreferences } from '#client/api/preferences.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { NavButton } from '#client/components/ui/nav-button.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import type { Session } from '#shared/schemas/sessions.ts';
import { useSessions } from '../api/session-list.ts';
import { DeleteSessionDialog } from './delete-session-dialog.tsx';
import { PendingEntries, usePendingEntries } from './pending-entries.tsx';
import { RepeatLastSession } from './repeat-last-session.tsx';
import { SessionList } from './session-list.tsx';
import '../messages.ts';

/** The Device tab: 'Log Session' and the 5 'Recent Sessions' with Edit and Delete (spec section 2). */
export function DeviceTab({ sessions }: { sessions: Session[] }) {
  const t = useT();
  const [toDelete, setToDelete] = useState<Session | null>(null);
  const last = useSessions('sessions', 1).data?.[0];
  const preferences = usePreferences();
  const pending = usePendingEntries();
  return (
    <div className="grid gap-4 lg:grid-cols-3 lg:items-start">
      <Card aria-labelledby="log-session-title">
        <CardHeader>
          <CardTitle id="log-session-title">{t('screen.log.title')}</CardTitle>
          <CardDescription>{t('tracker.home.device.text')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <NavButton href="/log" className="w-full">
            <Plus aria-hidden="true" />
            {t('tracker.home.device.new')}
          </NavButton>
          {last ? <RepeatLastSession last={last} /> : null}
        </CardContent>
      </Card>
      <Card aria-labelledby="recent-sessions-title" className="lg:col-span-2">
        <CardHeader>
          <CardTitle id="recent-sessions-title">{t('tracker.home.device.recent')}</CardTitle>
        </CardHeader>
        <CardContent>
          <PendingEntries preferredUnit={preferences.data?.measurementUnit} />
          <SessionList
            sessions={sessions}
            emptyText={pending.length > 0 ? '' : t('tracker.home.device.empty')}
            onDelete={setToDelete}
            preferredUnit={preferences.data?.measurementUnit}
          />
        </CardContent>
      </Card>
      <DeleteSessionDialog session={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
