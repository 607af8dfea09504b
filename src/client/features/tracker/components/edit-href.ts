import { isMeasurementEntry } from '#shared/devices.ts';
import type { Session } from '#shared/schemas/sessions.ts';

/** Where an entry is edited: a measurement entry in the measurement form, a session in the session form. */
export const editHrefOf = (entry: Pick<Session, 'id' | 'device'>) =>
  isMeasurementEntry(entry.device) ? `/measurement?edit=${entry.id}` : `/log?edit=${entry.id}`;
