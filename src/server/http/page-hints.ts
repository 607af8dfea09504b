import fs from 'node:fs';
import path from 'node:path';
import { RECENT_LIST_SIZE } from '#shared/constants.ts';
import { getAppConfig } from '#shared/contracts/app-config.ts';
import { getCheckinSummary } from '#shared/contracts/checkins.ts';
import { getConsent } from '#shared/contracts/consent.ts';
import { lookupCustomerHash } from '#shared/contracts/customer.ts';
import { getGoalSummary } from '#shared/contracts/goal-summary.ts';
import { getPreferences } from '#shared/contracts/preferences.ts';
import { getSessionStats, listSessions } from '#shared/contracts/sessions.ts';
import { getUser, getUserCustomerHash } from '#shared/contracts/user.ts';
import type { LoginSessionData } from '../auth/login-session.ts';

/**
 * Preload hints for a page load (docs/decisions/033): a `Link` header naming what the page will ask for
 * next, so the browser fetches it alongside the entry script instead of one step after another:
 * - the screen's own chunk and the chunks it imports (from Vite's manifest), which the router would only
 *   ask for once the entry script has run;
 * - the reads the first screen makes in turn (spec section 7): the app config and the user; for a signed-in
 *   account its customer hash, and on the tracker home the reads made with that hash (those in the
 *   browser's zone with the zone it last reported). The URLs are exactly those the client builds, so its
 *   fetch() takes the preloaded answer (a browser test checks none is asked twice). The client still asks
 *   in the spec's order (the stats once the list has loaded): the hint only lets the answers be on their way.
 * Only a real navigation gets hints (Sec-Fetch-Dest: document): not the service worker's copy of the page,
 * which must suit every screen and every customer.
 */

const AUTH_MODULE = 'features/auth/components/auth-page.tsx';

/** A screen's route and the module its lazy page imports (src/client/app/lazy-pages.ts; a test checks). */
export const SCREEN_MODULES: readonly { route: RegExp; module: string }[] = [
  { route: /^\/$/, module: 'features/tracker/components/tracker-home-page.tsx' },
  { route: /^\/log$/, module: 'features/tracker/components/log-session-page.tsx' },
  { route: /^\/timer$/, module: 'features/timer/components/timer-page.tsx' },
  { route: /^\/history$/, module: 'features/tracker/components/history-page.tsx' },
  { route: /^\/measurement$/, module: 'features/tracker/components/edit-measurement-page.tsx' },
  { route: /^\/progress$/, module: 'features/tracker/progress/progress-page.tsx' },
  { route: /^\/goals$/, module: 'features/tracker/goals/goals-page.tsx' },
  { route: /^\/photos$/, module: 'features/photos/components/photos-page.tsx' },
  { route: /^\/privacy$/, module: 'features/profile/components/privacy-page.tsx' },
  { route: /^\/profile$/, module: 'features/profile/components/profile-page.tsx' },
  // Any path containing /auth is the authentication page (spec section 2).
  { route: /\/auth/, module: AUTH_MODULE },
];

type ManifestChunk = { file: string; imports?: string[] };

/**
 * Each screen's chunk files (under assets/) that index.html does not already load: the screen's chunk and
 * its static imports, read from the build's manifest. Empty when there is no manifest.
 */
export function screenChunks(clientRoot: string, indexHtml: string): Map<string, string[]> {
  const chunks = new Map<string, string[]>();
  const manifestFile = path.join(clientRoot, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return chunks;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const loaded = new Set([...indexHtml.matchAll(/(?:src|href)="\.\/([^"]+)"/g)].map((match) => match[1]));
  for (const { module } of SCREEN_MODULES) {
    if (!manifest[module]) continue;
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      if (!loaded.has(chunk.file)) files.push(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(module);
    chunks.set(module, files);
  }
  return chunks;
}

/**
 * The reads the first screen at `pathname` makes in turn, as the client writes their URLs. `timeZone` is the
 * zone the customer's browser last reported (customer_settings): the tracker home's stats and goal card ask
 * in the browser's zone, which is that one for anyone back on the same phone.
 */
export function firstReads(pathname: string, session: LoginSessionData, timeZone?: string | null): string[] {
  const reads: string[] = [getAppConfig.path, getUser.path];
  if (!session.userId) return [...reads, lookupCustomerHash.path];
  reads.push(getUserCustomerHash.path);
  const hash = session.customerHash;
  if (pathname !== '/' || !hash) return reads;
  // As the client writes them: the call's own query, then customer_hash (lib/request.ts).
  const read = (path: string, query: Record<string, string> = {}) =>
    `${path}?${new URLSearchParams({ ...query, customer_hash: hash })}`;
  return [
    ...reads,
    read(listSessions.path, { limit: String(RECENT_LIST_SIZE), kind: 'all' }),
    read(getPreferences.path),
    read(getConsent.path),
    read(getCheckinSummary.path),
    read(listSessions.path, { limit: '1', kind: 'sessions' }),
    ...(timeZone
      ? [read(getGoalSummary.path, { tz: timeZone }), read(getSessionStats.path, { tz: timeZone })]
      : []),
  ];
}

/** The `Link` header value for a page load at `pathname`, or null when there is nothing to hint. */
export function pageLinkHeader(
  pathname: string,
  session: LoginSessionData,
  chunks: ReadonlyMap<string, string[]>,
  timeZone?: string | null,
): string | null {
  const links: string[] = [];
  // Signed out, every screen listed here shows the authentication page (the route guard, spec section 4).
  const screen = session.userId
    ? SCREEN_MODULES.find(({ route }) => route.test(pathname))
    : SCREEN_MODULES.find(
        ({ module }) => module === AUTH_MODULE && SCREEN_MODULES.some((s) => s.route.test(pathname)),
      );
  for (const file of (screen && chunks.get(screen.module)) ?? []) {
    links.push(`</${file}>; rel=modulepreload`);
  }
  // as=fetch with credentials, as the client's fetch() asks (credentials: 'include').
  for (const url of firstReads(pathname, session, timeZone)) {
    links.push(`<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`);
  }
  return links.length > 0 ? links.join(', ') : null;
}
