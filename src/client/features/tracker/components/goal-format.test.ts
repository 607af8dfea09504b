import { describe, expect, it } from 'vitest';
import { consistency } from '#shared/rules/routine.ts';
import { consistencyText, daysText, goalProgressText } from './goal-format.ts';

const TODAY = '2026-03-23';
const days = (...list: string[]) => new Set(list);
const text = (input: Omit<Parameters<typeof consistency>[0], 'today'>) =>
  consistencyText({ today: TODAY, consistency: consistency({ today: TODAY, ...input }) });

describe('the goal card in words', () => {
  it('writes one of a target, and one day, in the singular', () => {
    expect(goalProgressText(0, { kind: 'sessions', target: 1, device: null })).toBe('0 of 1 session');
    expect(goalProgressText(45, { kind: 'minutes', target: 1200, device: null })).toBe('45 of 1,200 minutes');
    expect(daysText(1)).toBe('1 day');
    expect(daysText(0)).toBe('0 days');
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
