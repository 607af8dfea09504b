import { isMeasurementEntry } from '#shared/devices.ts';
import { LANGUAGES, type Language } from '#shared/i18n/languages.ts';
import { type LocalFormat, localFormat } from '#shared/i18n/local-format.ts';
import { formatEntryDate } from '#shared/rules/entry-dates.ts';
import { endDayText } from '#shared/rules/measure-change-text.ts';
import { unitAbbreviation } from '#shared/rules/units.ts';
import type { CustomerAccountSummary } from '#shared/schemas/customer-account.ts';
import type { ShopifyApi } from './shopify-api.ts';

// The page's words in the customer's language (docs/decisions/067): the texts are Shopify's, from the
// extension's locale files (../locales, Shopify's format) in the language Shopify picked for the customer;
// dates and numbers are the tracker's own for that language (English's as the tracker's home writes them).

type Week = CustomerAccountSummary['week'];
type Change = CustomerAccountSummary['change'];
type Entry = CustomerAccountSummary['recent'][number];

/** What the texts are written with: Shopify's translate, and the formats of the language it translates to. */
export type Words = { translate: ShopifyApi['i18n']['translate']; format: LocalFormat };

/** The words of the language Shopify resolved the extension's translations to ('de-CH' is German). */
export function wordsOf(api: ShopifyApi): Words {
  const code = api.localization.extensionLanguage.value.isoCode.slice(0, 2).toLowerCase();
  const language = (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : 'en';
  return { translate: api.i18n.translate, format: localFormat(language) };
}

/** This week against the goal: '45 of 60 minutes this week'; '45 minutes this week' without a goal. */
export function weekText({ goal, done }: Week, { translate, format }: Words): string {
  if (!goal) return translate('week.minutes', { count: done, minutes: format.count(done) });
  const key = `week.${goal.kind === 'minutes' ? 'ofMinutes' : 'ofSessions'}${goal.device ? 'With' : ''}`;
  return translate(key, {
    count: goal.target,
    done: format.count(done),
    target: format.count(goal.target),
    ...(goal.device ? { device: goal.device } : {}),
  });
}

/** The headline rows: 'Length: +0.6 in, since Mar 3'; none when nothing was measured. */
export function changeTexts(change: Change, { translate, format }: Words, now = new Date()): string[] {
  const unit = unitAbbreviation(change.unit);
  return (
    [
      ['change.length', change.length],
      ['change.girth', change.girth],
    ] as const
  ).flatMap(([name, measure]) => {
    if (!measure) return [];
    const since = translate('change.since', { day: endDayText(format, measure.first, now) });
    const size = format.decimal(Math.abs(measure.change));
    const [figure, note] =
      measure.entries < 2
        ? [`${format.decimal(measure.latest.value)} ${unit}`, translate('change.first')]
        : size === '0'
          ? [translate('change.none'), since]
          : [`${measure.change > 0 ? '+' : '-'}${size} ${unit}`, since];
    return [translate('change.row', { name: translate(name), figure, note })];
  });
}

/** A last entry: its device (or 'Measurements'), its day and what was logged. */
export function entryText(entry: Entry, { translate, format }: Words) {
  const unit = unitAbbreviation(entry.measurementUnit);
  const measures = [
    entry.length === null ? null : translate('entries.length', { value: format.decimal(entry.length), unit }),
    entry.girth === null ? null : translate('entries.girth', { value: format.decimal(entry.girth), unit }),
  ].filter((part) => part !== null);
  const day = formatEntryDate(format, entry);
  if (isMeasurementEntry(entry.device)) {
    return { title: translate('entries.measurements'), day, details: measures.join(', ') };
  }
  const duration =
    entry.duration === 0
      ? translate('entries.taken')
      : translate('entries.minutes', { count: entry.duration, minutes: format.count(entry.duration) });
  return { title: entry.device, day, details: [duration, ...measures].join(', ') };
}
