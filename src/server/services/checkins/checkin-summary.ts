import type { CheckinSummary } from '#shared/schemas/checkins.ts';
import type { Deps } from '../../deps.ts';
import { restAdvice } from './rest-advice.ts';

/** Whether home shows the notice to rest, and why (docs/decisions/020, 055). */
export async function checkinSummary(
  deps: Pick<Deps, 'db'>,
  customerHash: string,
  now = new Date(),
): Promise<CheckinSummary> {
  const { reason } = await restAdvice(deps, customerHash, now);
  return { restNotice: reason !== null, reason };
}
