import type { Translate } from '../i18n/translate.ts';

/**
 * A count with its noun in the language shown (docs/decisions/070): '1 minute', '1,440 minutes',
 * '3 entries'; '3 Einträge'. The translated `pluralText` (english-format.ts, which the server's English
 * messages keep): the count is written by the language's ICU plural, English's as `pluralText` writes it.
 */
export type CountNoun = 'minute' | 'session' | 'measurementEntry' | 'entry' | 'photo' | 'day' | 'user';

export function countWords(t: Translate, noun: CountNoun, count: number): string {
  const values = { count: Math.round(count) };
  switch (noun) {
    case 'minute':
      return t('rules.count.minute', values);
    case 'session':
      return t('rules.count.session', values);
    case 'measurementEntry':
      return t('rules.count.measurementEntry', values);
    case 'entry':
      return t('rules.count.entry', values);
    case 'photo':
      return t('rules.count.photo', values);
    case 'day':
      return t('rules.count.day', values);
    case 'user':
      return t('rules.count.user', values);
  }
}
