import { describe, expect, it } from 'vitest';
import { groupByMonth } from './history-months.ts';

const at = (date: string, id: number) => ({ id, date });

describe('groupByMonth', () => {
  it('puts each run of one month under its heading, newest month first', () => {
    const entries = [
      at('2026-11-20T12:00:00Z', 5),
      at('2026-11-01T08:00:00Z', 4),
      at('2026-10-31T20:00:00Z', 3),
      at('2026-08-02T12:00:00Z', 2),
      at('2026-08-01T12:00:00Z', 1),
    ];
    const groups = groupByMonth(entries, { timeZone: 'UTC' });
    expect(groups.map((group) => [group.key, group.label, group.entries.map((entry) => entry.id)])).toEqual([
      ['2026-11', 'November 2026', [5, 4]],
      ['2026-10', 'October 2026', [3]],
      ['2026-08', 'August 2026', [2, 1]],
    ]);
  });

  it("uses the reader's time zone: 20:00 UTC on Oct 31 is already November in Auckland", () => {
    const entries = [at('2026-11-01T08:00:00Z', 2), at('2026-10-31T20:00:00Z', 1)];
    const auckland = groupByMonth(entries, { timeZone: 'Pacific/Auckland' });
    expect(auckland.map((group) => group.entries.length)).toEqual([2]);
    const losAngeles = groupByMonth(entries, { timeZone: 'America/Los_Angeles' });
    expect(losAngeles.map((group) => group.label)).toEqual(['November 2026', 'October 2026']);
  });

  it("puts a measurement in its calendar day's month in every zone", () => {
    // Nov 30 stored at 12:00 UTC is already Dec 1 in Auckland; its day still says November.
    const entries = [
      { id: 2, date: '2026-12-01T09:00:00Z' },
      { id: 1, date: '2026-11-30T12:00:00Z', day: '2026-11-30' },
    ];
    for (const timeZone of ['Pacific/Auckland', 'America/Los_Angeles']) {
      const groups = groupByMonth(entries, { timeZone });
      expect(groups.at(-1)).toEqual({ key: '2026-11', label: 'November 2026', entries: [entries[1]] });
    }
  });

  it('is empty for no entries, and keeps an unreadable date with its neighbour', () => {
    expect(groupByMonth([])).toEqual([]);
    const groups = groupByMonth([at('2026-11-20T12:00:00Z', 2), at('yesterday', 1)], { timeZone: 'UTC' });
    expect(groups).toHaveLength(1);
    expect(groups[0]?.entries).toHaveLength(2);
  });
});
