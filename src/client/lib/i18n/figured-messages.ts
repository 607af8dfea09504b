import type { ErrorBody, ErrorCode, ErrorFigures } from '#shared/errors.ts';
import type { LocalFormat } from '#shared/i18n/local-format.ts';
import type { MessageValues } from './use-t.ts';

// The server's messages that hold figures ("try again in 3 minutes") answer the figures beside the English
// (src/shared/errors.ts, docs/decisions/069). An answer's figures are remembered by its message here, so
// wherever that message is shown (a toast, a field) it reads in the language shown, figures and all.

/** The spec-message id (src/shared/locales) of each code whose message holds figures. */
export const FIGURED_MESSAGE_IDS = {
  RATE_LIMITED: 'message.tooManyRequests',
  ACCOUNT_LOCKED: 'message.accountLocked',
  UPLOAD_QUOTA_EXCEEDED: 'message.uploadQuota',
} as const satisfies Partial<Record<ErrorCode, string>>;

type Figured = { id: string; figures: ErrorFigures };
const seen = new Map<string, Figured>();
const MAX_SEEN = 50;

/** Remembers an error answer's figures by its English message, when its code has a message with figures. */
export function rememberFigures({ code, message, minutes, photos, bytes }: ErrorBody): void {
  const id = (FIGURED_MESSAGE_IDS as Partial<Record<ErrorCode, string>>)[code];
  if (!id || (minutes === undefined && photos === undefined && bytes === undefined)) return;
  if (seen.size >= MAX_SEEN) seen.clear();
  seen.set(message, { id, figures: { minutes, photos, bytes } });
}

/** The id and figures of a server message seen with figures, or null. */
export const figuredMessage = (text: string): Figured | null => seen.get(text) ?? null;

/** A size in the language's numbers and units: '1,5 MB', '1,5 Mo' in French, '512 KB' (English's: '1.5 MB'). */
export function sizeText(bytes: number, format: LocalFormat): string {
  const [megabytes, kilobytes] = format.language === 'fr' ? ['Mo', 'Ko'] : ['MB', 'KB'];
  return bytes >= 1024 * 1024
    ? `${format.decimal(bytes / 1024 / 1024, 1)} ${megabytes}`
    : `${format.count(bytes / 1024)} ${kilobytes}`;
}

/** The values the message's placeholders take: minutes and photos as counts, the size written out. */
export function figuredValues(figures: ErrorFigures, format: LocalFormat): MessageValues {
  const values: MessageValues = {};
  if (figures.minutes !== undefined) values.minutes = figures.minutes;
  if (figures.photos !== undefined) values.photos = figures.photos;
  if (figures.bytes !== undefined) values.size = sizeText(figures.bytes, format);
  return values;
}
