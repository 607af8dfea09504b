import { badRequest } from '../../lib/app-error.ts';

/**
 * Where a history page ends: the last entry's date to the microsecond, as PostgreSQL writes it in UTC
 * (a JavaScript Date keeps only milliseconds, and an entry stored at .123456 would otherwise come back
 * on the next page), and its id, which breaks ties between entries of the same instant.
 */
export type HistoryCursor = { date: string; id: number };

const CURSOR_TEXT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\/(\d{1,10})$/;
const INVALID_CURSOR = 'Invalid cursor';

/** True when the text names a real instant (not Feb 30), so PostgreSQL will read it as written. */
function isRealDate(text: string): boolean {
  const date = new Date(text);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 23) === text.slice(0, 23);
}

/** The opaque text a client sends back for the next page (base64url, so it needs no escaping in a URL). */
export function encodeHistoryCursor(cursor: HistoryCursor): string {
  return Buffer.from(`${cursor.date}/${cursor.id}`, 'utf8').toString('base64url');
}

/** The cursor a client sent back; anything not made by encodeHistoryCursor is bad input (400). */
export function decodeHistoryCursor(text: string): HistoryCursor {
  const match = CURSOR_TEXT.exec(Buffer.from(text, 'base64url').toString('utf8'));
  const date = match?.[1];
  const id = Number(match?.[2]);
  if (!date || !Number.isSafeInteger(id) || id > 2_147_483_647 || !isRealDate(date)) {
    throw badRequest(INVALID_CURSOR, 'VALIDATION', 'cursor');
  }
  return { date, id };
}
