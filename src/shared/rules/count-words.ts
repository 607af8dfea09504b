import type { Translate } from '../i18n/translate.ts';

/**
 * A number of days in the language shown (docs/decisions/070): '1 day', '1,440 days'; '3 Tage'. The
 * translated `pluralText(days, 'day')` (english-format.ts, which the server's English messages keep): the
 * count is written by the language's ICU plural, English's as `pluralText` writes it. The features' other
 * counts are ICU plurals in their own messages.
 */
export const dayCount = (t: Translate, days: number) => t('rules.count.day', { count: Math.round(days) });
