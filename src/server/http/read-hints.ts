import { RECENT_LIST_SIZE } from '#shared/constants.ts';
import { getAppConfig } from '#shared/contracts/app-config.ts';
import { type CallInput, type Contract, urlOf, withCustomerHashParam } from '#shared/contracts/contract.ts';
import { lookupCustomerHash } from '#shared/contracts/customer.ts';
import { getSessionStats, listSessions } from '#shared/contracts/sessions.ts';
import { getUser, getUserCustomerHash } from '#shared/contracts/user.ts';
import { type ScreenName, screenAt } from '#shared/screens.ts';
import type { LoginSessionData } from '../auth/login-session.ts';

/**
 * Preload hints for a page load (docs/decisions/043): a `Link` header naming the API reads the page's first
 * screen will make, so they are on their way while the browser still fetches and runs the code, instead of
 * one after another once it has. The URLs are built by the same function the client calls them with
 * (`urlOf`, `withCustomerHashParam`), so the client's fetch takes the preloaded answer; a browser test
 * checks that no read goes out twice. The screen comes from the registry of screens (src/shared/screens.ts).
 */

/** A read's URL as the client calls it; the query is checked against the contract's own schema. */
const read = <C extends Contract>(contract: C, query?: CallInput<C>['query']) =>
  urlOf(contract, { query } as CallInput<C>);

/**
 * The reads a screen makes with the signed-in customer's hash, beyond those of every page: only those that
 * wait on one another (the list waits for the hash, the stats for the list). Each hint holds one of the
 * six connections a browser opens to a server over HTTP/1.1 for a round trip, and the page's scripts
 * queue behind them; the other cards' reads go out once the screen's code runs.
 */
const SCREEN_READS: Partial<Record<ScreenName, (timeZone: string | null) => string[]>> = {
  // The tracker home: its list, then its figures, in the zone the browser last reported (when known).
  home: (timeZone) => [
    read(listSessions, { limit: RECENT_LIST_SIZE, kind: 'all' }),
    ...(timeZone ? [read(getSessionStats, { tz: timeZone })] : []),
  ],
};

/**
 * The reads the first screen at `pathname` makes, as the client writes their URLs: the app config and the
 * user on any page; signed out, the store lookup; signed in, the account's hash and the screen's reads with
 * it. `timeZone` is the zone the customer's browser last reported (the home asks its figures in it).
 */
export function firstReads(pathname: string, session: LoginSessionData, timeZone?: string | null): string[] {
  const reads = [read(getAppConfig), read(getUser)];
  if (!session.userId) return [...reads, read(lookupCustomerHash)];
  reads.push(read(getUserCustomerHash));
  const screen = screenAt(pathname);
  const hash = session.customerHash;
  if (!screen || !hash) return reads;
  const screenReads = SCREEN_READS[screen]?.(timeZone ?? null) ?? [];
  return [...reads, ...screenReads.map((url) => withCustomerHashParam(url, hash))];
}

/** The `Link` header value for a page load at `pathname`. */
export function readHintsHeader(
  pathname: string,
  session: LoginSessionData,
  timeZone?: string | null,
): string {
  // as=fetch with credentials, as the client's fetch() asks (credentials: 'include').
  return firstReads(pathname, session, timeZone)
    .map((read) => `<${read}>; rel=preload; as=fetch; crossorigin=use-credentials`)
    .join(', ');
}
