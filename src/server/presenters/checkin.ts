import type { Checkin, CheckinLevel } from '#shared/schemas/checkins.ts';
import type { sessionCheckins } from '../db/schema/sessions-and-photos.ts';

export type CheckinRow = Pick<typeof sessionCheckins.$inferSelect, 'pain' | 'numbness' | 'discolouration'>;

// The table's check constraints allow only these three; anything else would be a bug, read as 'none'.
const level = (value: string): CheckinLevel => (value === 'mild' || value === 'strong' ? value : 'none');

/** The client view of a session's check-in: the three answers, nothing else. */
export function presentCheckin(row: CheckinRow): Checkin {
  return { pain: level(row.pain), numbness: level(row.numbness), discolouration: level(row.discolouration) };
}
