import { isMeasurementEntry } from '#shared/devices.ts';
import { localFormat } from '#shared/i18n/local-format.ts';
import type { Speech } from '#shared/i18n/translate.ts';
import { pluralText } from '#shared/rules/english-format.ts';
import { formatEntryDate } from '#shared/rules/entry-dates.ts';
import { changeRowText } from '#shared/rules/measure-change-text.ts';
import { unitAbbreviation } from '#shared/rules/units.ts';
import type { CustomerAccountSummary } from '#shared/schemas/customer-account.ts';

// The page's words, in English as the tracker's (docs/decisions/036), from the shared rules the tracker's
// home uses, so a figure reads the same in both.

/**
 * The English of the three rule messages this page reads (src/shared/rules/locales/en.po): the extension's
 * bundle compiles no catalog, and its words stay English (docs/decisions/070).
 */
const ENGLISH_RULES: Record<string, string> = {
  'rules.change.since': 'since {day}',
  'rules.change.firstNote': 'first measurement',
  'rules.change.none': 'No change',
};
const english: Speech = {
  t: (id, values = {}) =>
    (ENGLISH_RULES[id] ?? id).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? '')),
  format: localFormat('en'),
};

type Week = CustomerAccountSummary['week'];
type Entry = CustomerAccountSummary['recent'][number];

/** This week against the goal: '45 of 60 minutes', '2 of 3 sessions'; '45 minutes' without a goal. */
export function weekText({ goal, done }: Week): string {
  if (!goal) return `${pluralText(done, 'minute')} this week`;
  const word = goal.kind === 'minutes' ? 'minute' : 'session';
  return `${done} of ${pluralText(goal.target, word)} this week${goal.device ? ` with ${goal.device}` : ''}`;
}

/** The headline rows: 'Length: +0.6 in since Mar 3'; none when nothing was measured. */
export function changeTexts(change: CustomerAccountSummary['change'], now?: Date): string[] {
  const unit = unitAbbreviation(change.unit);
  return (
    [
      ['Length', change.length],
      ['Girth', change.girth],
    ] as const
  ).flatMap(([name, measure]) => {
    if (!measure) return [];
    const { figure, note } = changeRowText(english, measure, unit, now);
    return [`${name}: ${figure}, ${note}`];
  });
}

const plain = (value: number) => String(Math.round(value * 100) / 100);

/** A last entry: its device (or 'Measurements'), its day and what was logged. */
export function entryText(entry: Entry): { title: string; day: string; details: string } {
  const unit = unitAbbreviation(entry.measurementUnit);
  const measures = [
    entry.length === null ? null : `Length ${plain(entry.length)} ${unit}`,
    entry.girth === null ? null : `Girth ${plain(entry.girth)} ${unit}`,
  ].filter((part) => part !== null);
  if (isMeasurementEntry(entry.device)) {
    return {
      title: 'Measurements',
      day: formatEntryDate(english.format, entry),
      details: measures.join(', '),
    };
  }
  const duration = entry.duration === 0 ? 'Taken' : pluralText(entry.duration, 'minute');
  return {
    title: entry.device,
    day: formatEntryDate(english.format, entry),
    details: [duration, ...measures].join(', '),
  };
}
