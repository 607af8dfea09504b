import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAppConfig } from '#client/api/app-config.ts';
import { usePreferredUnit } from '#client/api/preferences.ts';
import { TrackerPage } from '#client/components/layouts/tracker-page.tsx';
import { LoadError, LoadingData } from '#client/components/load-states.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { type Session, type SessionKind, sessionKind } from '#shared/schemas/sessions.ts';
import { useHistory, useKeptHistory } from '../api/history.ts';
import { DeleteSessionDialog } from './delete-session-dialog.tsx';
import { HistoryFilters } from './history-filters.tsx';
import { HistoryList } from './history-list.tsx';
import { PendingEntries } from './pending-entries.tsx';
import '../messages.ts';

/** The filter lives in the address (/history?kind=…&device=…), so Back from an edit returns to it. */
function useHistoryFilter() {
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const kind = sessionKind.safeParse(search.get('kind')).data ?? 'all';
  const device = search.get('device') || null;
  const setFilter = (next: { kind: SessionKind; device: string | null }) => {
    const query = new URLSearchParams();
    if (next.kind !== 'all') query.set('kind', next.kind);
    if (next.device) query.set('device', next.device);
    const text = query.toString();
    navigate(text ? `/history?${text}` : '/history', { replace: true });
  };
  return { kind, device, setFilter };
}

/** /history: every entry, newest first, by month, a page at a time; filter, edit and delete. */
export function HistoryPage() {
  const t = useT();
  const customer = useCustomerHash();
  const config = useAppConfig();
  const { kind, device, setFilter } = useHistoryFilter();
  const history = useHistory(kind, device);
  const preferredUnit = usePreferredUnit();
  const [toDelete, setToDelete] = useState<Session | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const devices = useMemo(() => config.data?.devices.map((entry) => entry.label) ?? [], [config.data]);
  const { fetchNextPage, isFetchingNextPage } = history;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  const error = customer.error ?? history.error;
  // Offline, a filter this device never loaded shows the entries it kept elsewhere (docs/decisions/052).
  const kept = useKeptHistory(!history.data, kind, device);

  // Where focus goes when the dialog closes is the dialog's rule (back to the opener, or to the list's
  // section when the entry is gone).
  const closeDelete = () => setToDelete(null);

  return (
    <TrackerPage
      title={t('screen.history.title')}
      titleRef={heading}
      after={<DeleteSessionDialog session={toDelete} onClose={closeDelete} />}
    >
      <HistoryFilters kind={kind} device={device} devices={devices} onChange={setFilter} />
      <PendingEntries
        filter={kind === 'measurements' ? 'measurements' : 'all'}
        preferredUnit={preferredUnit}
      />
      {error ? (
        <LoadError error={error} />
      ) : !history.data && kept?.length ? (
        <>
          <p className="text-sm text-slate-600">{t('tracker.history.keptOffline')}</p>
          <HistoryList
            pages={[{ entries: kept, nextCursor: null }]}
            hasNextPage={false}
            loadingMore={false}
            loadMore={loadMore}
            onDelete={setToDelete}
            filtered={kind !== 'all' || device !== null}
            preferredUnit={preferredUnit}
          />
        </>
      ) : !history.data ? (
        <LoadingData shape="list" />
      ) : (
        <HistoryList
          pages={history.data.pages}
          hasNextPage={history.hasNextPage}
          loadingMore={isFetchingNextPage}
          loadMore={loadMore}
          onDelete={setToDelete}
          filtered={kind !== 'all' || device !== null}
          preferredUnit={preferredUnit}
        />
      )}
    </TrackerPage>
  );
}
