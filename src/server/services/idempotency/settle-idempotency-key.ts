import { and, eq } from 'drizzle-orm';
import { idempotencyKeys } from '../../db/schema/jobs-and-limits.ts';
import type { Deps } from '../../deps.ts';
import type { IdempotencyKeyRef } from './claim-idempotency-key.ts';

const own = (ref: IdempotencyKeyRef) =>
  and(eq(idempotencyKeys.customerHash, ref.customerHash), eq(idempotencyKeys.key, ref.key));

/** Stores the answer of a claimed key's write, for its repeats (the contract's JSON, never a file). */
export async function answerIdempotencyKey(
  deps: Pick<Deps, 'db'>,
  ref: IdempotencyKeyRef,
  status: number,
  response: unknown,
): Promise<void> {
  await deps.db
    .update(idempotencyKeys)
    .set({ status, response: response ?? null })
    .where(own(ref));
}

/** Frees a claimed key whose write failed (it changed nothing), so a repeat runs it again. */
export async function releaseIdempotencyKey(deps: Pick<Deps, 'db'>, ref: IdempotencyKeyRef): Promise<void> {
  await deps.db.delete(idempotencyKeys).where(own(ref));
}
