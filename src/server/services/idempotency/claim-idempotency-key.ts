import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../../db/schema/jobs-and-limits.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * How long a claim may stay unanswered before a repeat takes it over: longer than any write runs (its
 * body is read before the claim), so only a claim whose process stopped mid-request is taken over.
 */
export const IDEMPOTENCY_LEASE_SECONDS = 120;

export type IdempotencyKeyRef = { customerHash: string; key: string };
export type IdempotencyClaim =
  | { outcome: 'claimed' }
  | { outcome: 'replay'; status: number; response: unknown };

const REUSED_MESSAGE =
  'This idempotency key was already used for a different request. Send a new key for a new request.';
const IN_PROGRESS_MESSAGE =
  'A request with this idempotency key is still being processed. Try again in a moment.';

/**
 * Claims a customer's idempotency key for a request (docs/decisions/023), before the write runs: a new key
 * is inserted unanswered and the caller runs the write; a key answered before gives its stored answer to
 * replay; a key used for another route or fingerprint answers 422; one still running answers 409 (unless
 * its claim is older than the lease: its process stopped, and this request takes it over).
 */
export async function claimIdempotencyKey(
  deps: Pick<Deps, 'db'>,
  ref: IdempotencyKeyRef & { route: string; fingerprint: string },
): Promise<IdempotencyClaim> {
  const inserted = await deps.db
    .insert(idempotencyKeys)
    .values({ customerHash: ref.customerHash, key: ref.key, route: ref.route, fingerprint: ref.fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { outcome: 'claimed' };

  const [stored] = await deps.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customerHash, ref.customerHash), eq(idempotencyKeys.key, ref.key)));
  // Released between the two statements (the first request failed): claim it again.
  if (!stored) return claimIdempotencyKey(deps, ref);
  if (stored.route !== ref.route || stored.fingerprint !== ref.fingerprint)
    throw new AppError('IDEMPOTENCY_KEY_REUSED', REUSED_MESSAGE);
  if (stored.status !== null) return { outcome: 'replay', status: stored.status, response: stored.response };

  const takenOver = await deps.db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        eq(idempotencyKeys.customerHash, ref.customerHash),
        eq(idempotencyKeys.key, ref.key),
        isNull(idempotencyKeys.status),
        lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${IDEMPOTENCY_LEASE_SECONDS})`),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (takenOver.length > 0) return { outcome: 'claimed' };
  throw new AppError('IDEMPOTENCY_IN_PROGRESS', IN_PROGRESS_MESSAGE, { headers: { 'retry-after': '1' } });
}
