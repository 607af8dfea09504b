import { CUSTOMER_ACCOUNT_RECENT_MAX } from '#shared/schemas/customer-account.ts';
import type { Deps } from '../../deps.ts';
import { getGoalSummary } from '../goals/get-goal-summary.ts';
import { getSavedTimeZone } from '../goals/get-saved-time-zone.ts';
import { getMeasureChange } from '../progress/get-measure-change.ts';
import { listHistory } from '../sessions/list-history.ts';

/**
 * What the customer-account page shows (docs/decisions/064), from the services the tracker's own screens
 * use: this week against the goal (in the customer's saved zone, else UTC), the change since the first
 * measurement, the newest entries with their check-ins, and the store's own tracker page.
 */
export async function getCustomerAccountSummary(
  deps: Pick<Deps, 'db' | 'config'>,
  customerHash: string,
  shop: string,
) {
  const timeZone = (await getSavedTimeZone(deps.db, customerHash)) ?? 'UTC';
  const [goal, change, recent] = await Promise.all([
    getGoalSummary(deps, customerHash, timeZone),
    getMeasureChange(deps, customerHash, undefined),
    listHistory(deps, customerHash, { kind: 'all', limit: CUSTOMER_ACCOUNT_RECENT_MAX }),
  ]);
  return { week: goal.week, change, recent, trackerUrl: `https://${shop}/apps/tracker` };
}
