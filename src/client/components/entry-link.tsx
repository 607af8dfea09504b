import { Link, useLocation, useSearch } from 'wouter';
import { useT } from '#client/lib/i18n/use-t.ts';
import './messages.ts';

/** Where an entry's detail is (docs/decisions/048). */
export const entryHref = (id: number) => `/entry?id=${id}`;

/** What a link to an entry leaves in the detail's history entry: the address of the list it was in. */
interface EntryOrigin {
  entryFrom: string;
}

/** The state a link to an entry carries from the page it is on (wouter's `state`). */
export function useEntryOrigin(): EntryOrigin {
  const [path] = useLocation();
  const search = useSearch();
  return { entryFrom: search ? `${path}?${search}` : path };
}

/** The list the detail was opened from (in this history entry's state), or null: a link opened anew. */
export function entryOrigin(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('entryFrom' in state)) return null;
  return typeof state.entryFrom === 'string' ? state.entryFrom : null;
}

/**
 * A row of a list, as one link to its entry's detail laid over the whole row (which is `relative`): a tap
 * anywhere on it opens the entry. The row's own controls (Edit, Delete, a figure hidden in discreet mode)
 * are positioned, so they stay above it and keep their own action. The link leaves the list's address in
 * the history entry, so the detail's Back returns to that list as it was (docs/decisions/048).
 */
export function EntryLink({ id, name }: { id: number; name: string }) {
  const t = useT();
  return (
    <Link
      href={entryHref(id)}
      state={useEntryOrigin()}
      className="absolute inset-0 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-inset"
    >
      {/* Named by its content, not aria-label: it labels no field ('Measurement Update' holds 'date'). */}
      <span className="sr-only">{t('entry.open', { name })}</span>
    </Link>
  );
}
