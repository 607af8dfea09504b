import { describe, expect, it } from 'vitest';
import {
  addDays,
  consistency,
  goalForWeek,
  isoWeekday,
  isRestDay,
  localDay,
  type RestPlan,
  streakDays,
  type WeeklyGoal,
  weekStartOf,
} from './routine.ts';

const days = (...list: string[]) => new Set(list);
const NO_PLAN: RestPlan[] = [];

describe('calendar days', () => {
  it('numbers weekdays the ISO way', () => {
    expect(isoWeekday('2026-03-23')).toBe(1); // a Monday
    expect(isoWeekday('2026-03-29')).toBe(7); // a Sunday
    expect(isoWeekday('1970-01-01')).toBe(4);
  });

  it('finds the start of a week for each week-start setting', () => {
    // Wednesday 25 March 2026
    expect(weekStartOf('2026-03-25', 1)).toBe('2026-03-23');
    expect(weekStartOf('2026-03-25', 7)).toBe('2026-03-22');
    expect(weekStartOf('2026-03-25', 6)).toBe('2026-03-21');
    // The start day itself, and the day before it
    expect(weekStartOf('2026-03-23', 1)).toBe('2026-03-23');
    expect(weekStartOf('2026-03-22', 1)).toBe('2026-03-16');
    expect(weekStartOf('2026-03-22', 7)).toBe('2026-03-22');
  });

  it('crosses months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(weekStartOf('2027-01-01', 1)).toBe('2026-12-28');
  });
});

describe('local days across a daylight-saving switch (Europe/Berlin)', () => {
  const tz = 'Europe/Berlin';
  it('maps instants around the spring switch (last Sunday of March) to their local day', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST. 23:30 local on Saturday is 22:30 UTC (CET, +1).
    expect(localDay(new Date('2026-03-28T22:30:00Z'), tz)).toBe('2026-03-28');
    expect(localDay(new Date('2026-03-28T23:30:00Z'), tz)).toBe('2026-03-29');
    // 23:30 local on Sunday is 21:30 UTC (CEST, +2): still Sunday; 22:30 UTC is Monday 00:30.
    expect(localDay(new Date('2026-03-29T21:30:00Z'), tz)).toBe('2026-03-29');
    expect(localDay(new Date('2026-03-29T22:30:00Z'), tz)).toBe('2026-03-30');
  });

  it('maps instants around the autumn switch (last Sunday of October) to their local day', () => {
    // 25 October 2026: 03:00 CEST becomes 02:00 CET; Sunday has 25 hours.
    expect(localDay(new Date('2026-10-24T22:30:00Z'), tz)).toBe('2026-10-25');
    expect(localDay(new Date('2026-10-25T22:30:00Z'), tz)).toBe('2026-10-25');
    expect(localDay(new Date('2026-10-25T23:30:00Z'), tz)).toBe('2026-10-26');
  });

  it('keeps a streak over the short and the long day: each is one day', () => {
    const sessions = [
      '2026-03-28T21:00:00Z', // Sat 22:00 CET
      '2026-03-29T21:45:00Z', // Sun 23:45 CEST (the 23-hour day)
      '2026-03-30T05:00:00Z', // Mon 07:00 CEST
    ].map((at) => localDay(new Date(at), tz));
    expect(streakDays({ today: '2026-03-30', sessionDays: new Set(sessions), plans: NO_PLAN })).toBe(3);
    // In UTC the Sunday-night session falls on Sunday too, but the Saturday one is Saturday: same streak.
    const autumn = ['2026-10-24T22:30:00Z', '2026-10-25T22:30:00Z', '2026-10-26T06:00:00Z'];
    const local = new Set(autumn.map((at) => localDay(new Date(at), tz)));
    // 24th 22:30Z is already Sunday 25th 00:30 CEST; 25th 22:30Z is Sunday 23:30 CET: one day for both.
    expect([...local]).toEqual(['2026-10-25', '2026-10-26']);
    expect(streakDays({ today: '2026-10-26', sessionDays: local, plans: NO_PLAN })).toBe(2);
    const utc = new Set(autumn.map((at) => localDay(new Date(at), 'UTC')));
    expect([...utc]).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
  });

  it('a change of zone moves the day an evening session counts for', () => {
    // 23:30 in Berlin on the last Sunday of March is 21:30 UTC: one zone sees Sunday, the other as well,
    // but an hour later Berlin sees Monday while London (BST from 01:00 UTC that day) still sees Sunday.
    const at = new Date('2026-03-29T22:30:00Z');
    expect(localDay(at, 'Europe/Berlin')).toBe('2026-03-30');
    expect(localDay(at, 'Europe/London')).toBe('2026-03-29');
  });
});

describe('rest days', () => {
  it('uses fixed weekdays', () => {
    const plans: RestPlan[] = [{ effectiveFrom: '2026-01-01', kind: 'weekdays', weekdays: [3, 7] }];
    expect(isRestDay('2026-03-25', plans)).toBe(true); // Wednesday
    expect(isRestDay('2026-03-29', plans)).toBe(true); // Sunday
    expect(isRestDay('2026-03-26', plans)).toBe(false);
    expect(isRestDay('2025-12-31', plans)).toBe(false); // before the plan: every day planned
  });

  it('counts a 3 on / 1 off cycle from its anchor, before and after it', () => {
    const plans: RestPlan[] = [
      { effectiveFrom: '2026-01-01', kind: 'cycle', on: 3, off: 1, anchor: '2026-03-01' },
    ];
    // On: 1–3 March, rest the 4th, …; counting back: rest on 28 Feb and 24 Feb.
    const rest = ['2026-02-24', '2026-02-28', '2026-03-04', '2026-03-08', '2026-03-12'];
    for (let day = '2026-02-24'; day <= '2026-03-13'; day = addDays(day, 1)) {
      expect(isRestDay(day, plans), day).toBe(rest.includes(day));
    }
  });

  it('a new plan does not rewrite the days before it', () => {
    const plans: RestPlan[] = [
      { effectiveFrom: '2026-03-01', kind: 'weekdays', weekdays: [1] },
      { effectiveFrom: '2026-03-20', kind: 'none' },
    ];
    expect(isRestDay('2026-03-16', plans)).toBe(true); // a Monday under the first plan
    expect(isRestDay('2026-03-23', plans)).toBe(false); // a Monday after rest days were removed
  });
});

describe('streak', () => {
  it('counts consecutive days with a session', () => {
    const sessionDays = days('2026-03-20', '2026-03-21', '2026-03-22', '2026-03-23');
    expect(streakDays({ today: '2026-03-23', sessionDays, plans: NO_PLAN })).toBe(4);
  });

  it('does not break while today is not logged yet, and breaks on a missed planned day', () => {
    const sessionDays = days('2026-03-20', '2026-03-21', '2026-03-22');
    expect(streakDays({ today: '2026-03-23', sessionDays, plans: NO_PLAN })).toBe(3);
    expect(streakDays({ today: '2026-03-24', sessionDays, plans: NO_PLAN })).toBe(0);
  });

  it('counts planned rest days as kept, in a 3 on / 1 off cycle', () => {
    // Cycle anchored on Monday 16 March: rest on the 19th and the 23rd.
    const plans: RestPlan[] = [
      { effectiveFrom: '2026-03-01', kind: 'cycle', on: 3, off: 1, anchor: '2026-03-16' },
    ];
    const sessionDays = days(
      '2026-03-16',
      '2026-03-17',
      '2026-03-18',
      '2026-03-20',
      '2026-03-21',
      '2026-03-22',
    );
    expect(streakDays({ today: '2026-03-22', sessionDays, plans })).toBe(7);
    // The 23rd is a rest day: kept, so it counts today already.
    expect(streakDays({ today: '2026-03-23', sessionDays, plans })).toBe(8);
    // The 24th is planned and not logged yet: still 8; on the 25th it was missed.
    expect(streakDays({ today: '2026-03-24', sessionDays, plans })).toBe(8);
    expect(streakDays({ today: '2026-03-25', sessionDays, plans })).toBe(0);
  });

  it('rest days before the first session are no streak', () => {
    const plans: RestPlan[] = [{ effectiveFrom: '2026-03-01', kind: 'weekdays', weekdays: [6, 7] }];
    expect(streakDays({ today: '2026-03-22', sessionDays: days(), plans })).toBe(0);
    // Friday 20th logged; Saturday and Sunday rest: 3 by Sunday, the run starts at the Friday.
    expect(streakDays({ today: '2026-03-22', sessionDays: days('2026-03-20'), plans })).toBe(3);
  });
});

describe('consistency', () => {
  it('counts planned days with a session out of planned days over 4 weeks', () => {
    const plans: RestPlan[] = [{ effectiveFrom: '2026-01-01', kind: 'weekdays', weekdays: [7] }];
    // Window: 24 Feb … 23 Mar 2026 (28 days, 4 Sundays) = 24 planned days; today (Monday 23rd) is not
    // logged, so 23 planned so far; sessions on 5 planned days and one on a Sunday (not planned).
    const sessionDays = days(
      '2026-02-24',
      '2026-03-02',
      '2026-03-10',
      '2026-03-18',
      '2026-03-21',
      '2026-03-22',
    );
    expect(consistency({ today: '2026-03-23', sessionDays, plans, firstDay: '2026-01-05' })).toEqual({
      kept: 5,
      planned: 23,
      restDays: 4,
      from: '2026-02-24',
    });
    // Logged today: it counts as planned and kept.
    sessionDays.add('2026-03-23');
    expect(consistency({ today: '2026-03-23', sessionDays, plans, firstDay: '2026-01-05' })).toEqual({
      kept: 6,
      planned: 24,
      restDays: 4,
      from: '2026-02-24',
    });
  });

  it('starts at the first day of a new customer', () => {
    expect(
      consistency({
        today: '2026-03-23',
        sessionDays: days('2026-03-21'),
        plans: NO_PLAN,
        firstDay: '2026-03-21',
      }),
    ).toEqual({ kept: 1, planned: 2, restDays: 0, from: '2026-03-21' });
    expect(consistency({ today: '2026-03-23', sessionDays: days(), plans: NO_PLAN, firstDay: null })).toEqual(
      { kept: 0, planned: 0, restDays: 0, from: '2026-02-24' },
    );
  });

  it('without rest days, counts every day of the window: the last 28 days, or the days since the first', () => {
    // Logged on 24, 26 and 28 Feb and today (23 Mar): 4 active of 28 days.
    const sessionDays = days('2026-02-24', '2026-02-26', '2026-02-28', '2026-03-23');
    expect(
      consistency({ today: '2026-03-23', sessionDays, plans: NO_PLAN, firstDay: '2026-01-05' }),
    ).toMatchObject({ kept: 4, planned: 28, restDays: 0 });
    // Today not yet logged: the 27 days before it.
    sessionDays.delete('2026-03-23');
    expect(
      consistency({ today: '2026-03-23', sessionDays, plans: NO_PLAN, firstDay: '2026-01-05' }),
    ).toMatchObject({ kept: 3, planned: 27, restDays: 0 });
    // A customer who began on 4 March: the 19 days from then to yesterday.
    expect(
      consistency({
        today: '2026-03-23',
        sessionDays: days('2026-03-04'),
        plans: NO_PLAN,
        firstDay: '2026-03-04',
      }),
    ).toEqual({ kept: 1, planned: 19, restDays: 0, from: '2026-03-04' });
  });
});

describe('weekly goals', () => {
  it('a week keeps the goal in force that week; a change does not rewrite earlier weeks', () => {
    const goals: WeeklyGoal[] = [
      { effectiveFrom: '2026-03-02', kind: 'minutes', target: 120, device: null },
      { effectiveFrom: '2026-03-18', kind: 'sessions', target: 5, device: null },
    ];
    expect(goalForWeek(goals, '2026-03-09')).toMatchObject({ kind: 'minutes', target: 120 });
    // Set on Wednesday the 18th: it is the goal of that week (16–22 March) and after.
    expect(goalForWeek(goals, '2026-03-16')).toMatchObject({ kind: 'sessions', target: 5 });
    expect(goalForWeek(goals, '2026-02-23')).toBeNull();
  });
});

describe('resting while the notice to rest stands (docs/decisions/055)', () => {
  const logged = days('2026-04-01', '2026-04-02', '2026-04-03');
  it('keeps the streak over the days from restFrom on', () => {
    const input = { today: '2026-04-06', sessionDays: logged, plans: NO_PLAN };
    expect(streakDays(input)).toBe(0);
    expect(streakDays({ ...input, restFrom: '2026-04-04' })).toBe(6);
  });

  it('leaves those days out of the planned days, as rest days', () => {
    const input = { today: '2026-04-06', sessionDays: logged, plans: NO_PLAN, firstDay: '2026-04-01' };
    expect(consistency(input)).toEqual({ kept: 3, planned: 5, restDays: 0, from: '2026-04-01' });
    expect(consistency({ ...input, restFrom: '2026-04-04' })).toEqual({
      kept: 3,
      planned: 3,
      restDays: 3,
      from: '2026-04-01',
    });
  });
});
