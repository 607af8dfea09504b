import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { translate } from '#client/lib/i18n/i18n.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { localFormat } from '#shared/i18n/local-format.ts';
import { consistency } from '#shared/rules/routine.ts';
import { messages as de } from '../locales/de.po';
import { messages as es } from '../locales/es.po';
import { messages as fr } from '../locales/fr.po';
import { consistencyText, daysText, type GoalWords, goalProgressText } from './goal-format.ts';

const en: GoalWords = { t: translate, format: localFormat('en') };
/** The goal card's words in another language, from its catalog. */
function wordsIn(language: Exclude<Language, 'en'>): GoalWords {
  const i18n = setupI18n({ locale: language, messages: { [language]: { de, fr, es }[language] } });
  return { t: (id, values) => i18n._(id, values), format: localFormat(language) };
}

const TODAY = '2026-03-23';
const days = (...list: string[]) => new Set(list);
const text = (input: Omit<Parameters<typeof consistency>[0], 'today'>) =>
  consistencyText({ today: TODAY, consistency: consistency({ today: TODAY, ...input }) }, en);

describe('the goal card in words', () => {
  it('writes one of a target, and one day, in the singular', () => {
    expect(goalProgressText(0, { kind: 'sessions', target: 1, device: null }, en)).toBe('0 of 1 session');
    expect(goalProgressText(45, { kind: 'minutes', target: 1200, device: null }, en)).toBe(
      '45 of 1,200 minutes',
    );
    expect(daysText(1, en)).toBe('1 day');
    expect(daysText(0, en)).toBe('0 days');
  });
});

describe('consistency in words, from the rule that counts it', () => {
  it('says "the last 28 days" when it counts every one of them', () => {
    const sessionDays = days('2026-02-24', '2026-03-01', '2026-03-23');
    expect(text({ sessionDays, plans: [], firstDay: '2026-01-05' })).toBe('Active on 3 of the last 28 days');
    // Today not yet logged: it is not counted, and the words count one day fewer.
    sessionDays.delete(TODAY);
    expect(text({ sessionDays, plans: [], firstDay: '2026-01-05' })).toBe('Active on 2 of the last 27 days');
  });

  it('counts from the first day when that is within the 4 weeks, and names it', () => {
    // First session on 4 March: 4 … 22 March are 19 days.
    expect(text({ sessionDays: days('2026-03-04', '2026-03-10'), plans: [], firstDay: '2026-03-04' })).toBe(
      'Active on 2 of 19 days since Mar 4',
    );
    expect(text({ sessionDays: days('2026-03-22'), plans: [], firstDay: '2026-03-22' })).toBe(
      'Active on 1 of 1 day since Mar 22',
    );
    // The first day is today, logged: nothing else to count yet.
    expect(text({ sessionDays: days(TODAY), plans: [], firstDay: TODAY })).toBe('Active today');
  });

  it('says "planned days" when rest days are left out', () => {
    const plans = [{ effectiveFrom: '2026-01-01', kind: 'weekdays' as const, weekdays: [7] }];
    // 28 days, 4 Sundays: 24 planned, today (a Monday) not logged: 23.
    expect(text({ sessionDays: days('2026-03-02', '2026-03-10'), plans, firstDay: '2026-01-05' })).toBe(
      'Active on 2 of 23 planned days in the last 4 weeks',
    );
    // From Tuesday 17 March: the 22nd is a Sunday; 17 … 22 March leave 5 planned days.
    expect(text({ sessionDays: days('2026-03-17'), plans, firstDay: '2026-03-17' })).toBe(
      'Active on 1 of 5 planned days since Mar 17',
    );
  });

  it('has no words while there is no day to count', () => {
    expect(text({ sessionDays: days(), plans: [], firstDay: null })).toBeNull();
    // A goal set today, nothing logged yet.
    expect(text({ sessionDays: days(), plans: [], firstDay: TODAY })).toBeNull();
  });
});

describe('the goal card in German, French and Spanish', () => {
  const local = (words: GoalWords, input: Omit<Parameters<typeof consistency>[0], 'today'>) =>
    consistencyText({ today: TODAY, consistency: consistency({ today: TODAY, ...input }) }, words);
  const plans = [{ effectiveFrom: '2026-01-01', kind: 'weekdays' as const, weekdays: [7] }];

  it('writes the week and the streak with local numbers and plurals', () => {
    const de = wordsIn('de');
    expect(goalProgressText(45, { kind: 'minutes', target: 1200, device: null }, de)).toBe(
      '45 von 1.200 Minuten',
    );
    expect(goalProgressText(0, { kind: 'sessions', target: 1, device: null }, de)).toBe('0 von 1 Sitzung');
    expect(daysText(1, de)).toBe('1 Tag');
    expect(daysText(4, wordsIn('fr'))).toBe('4 jours');
    expect(goalProgressText(2, { kind: 'sessions', target: 3, device: null }, wordsIn('es'))).toBe(
      '2 de 3 sesiones',
    );
  });

  it('says what the consistency counts, with a local day', () => {
    const de = wordsIn('de');
    expect(
      local(de, { sessionDays: days('2026-02-24', '2026-03-23'), plans: [], firstDay: '2026-01-05' }),
    ).toBe('Aktiv an 2 der letzten 28 Tage');
    expect(local(de, { sessionDays: days('2026-03-04'), plans: [], firstDay: '2026-03-04' })).toBe(
      'Aktiv an 1 von 19 Tagen seit 4. März',
    );
    expect(local(de, { sessionDays: days('2026-03-02', '2026-03-10'), plans, firstDay: '2026-01-05' })).toBe(
      'Aktiv an 2 von 23 geplanten Tagen in den letzten 4 Wochen',
    );
    expect(local(wordsIn('fr'), { sessionDays: days('2026-03-04'), plans: [], firstDay: '2026-03-04' })).toBe(
      'Activité : 1 sur 19 jours depuis le 4 mars',
    );
    expect(local(wordsIn('es'), { sessionDays: days(TODAY), plans: [], firstDay: TODAY })).toBe('Activo hoy');
  });
});
