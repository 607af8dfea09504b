/**
 * The reference of `npm run bench:first-screen`: the tracker home's two reads rendered by React with no app
 * around it. The same calls as the app (spec section 7): the signed-in user's customer hash, then the five
 * most recent entries, then (once the list is in) the stats in the browser's zone; then one render of the
 * three totals and the five entries, with the same headings ('Your Progress', 'Recent Sessions').
 */
import { createRoot } from 'react-dom/client';
import { RECENT_LIST_SIZE } from '#shared/constants.ts';
import type { Session, SessionStatsResponse } from '#shared/schemas/sessions.ts';

type FirstScreen = { sessions: Session[]; stats: SessionStatsResponse };

async function read<T>(path: string): Promise<T> {
  const response = await fetch(path, { credentials: 'include' });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

async function firstScreen(): Promise<FirstScreen> {
  const { customerHash } = await read<{ customerHash: string }>('/api/user/customer-hash');
  const withHash = (path: string, query: Record<string, string>) =>
    `${path}?${new URLSearchParams({ ...query, customer_hash: customerHash })}`;
  const limit = String(RECENT_LIST_SIZE);
  const sessions = await read<Session[]>(withHash('/api/sessions', { limit, kind: 'all' }));
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const stats = await read<SessionStatsResponse>(withHash('/api/sessions/stats', { tz }));
  return { sessions, stats };
}

const TILES = [
  ['sessions', 'Sessions'],
  ['minutes', 'Minutes'],
  ['days', 'Days'],
] as const;

function Home({ sessions, stats }: FirstScreen) {
  return (
    <main>
      <section aria-labelledby="progress-title">
        <h2 id="progress-title">Your Progress</h2>
        <dl>
          {TILES.map(([key, label]) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>{stats[key].toLocaleString('en-US')}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="recent-title">
        <h2 id="recent-title">Recent Sessions</h2>
        <ul>
          {sessions.map((session) => (
            <li key={session.id}>
              <p>{session.device}</p>
              <p>
                <time dateTime={session.date}>{new Date(session.date).toLocaleDateString()}</time>
              </p>
              <p>{session.duration} minutes</p>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

const root = createRoot(document.getElementById('root') as HTMLElement);
firstScreen().then(
  (data) => root.render(<Home {...data} />),
  (err: Error) => root.render(<p role="alert">{err.message}</p>),
);
