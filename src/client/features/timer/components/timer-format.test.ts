import { describe, expect, it } from 'vitest';
import { phaseAnnouncement, phaseTitle } from './timer-format.ts';

describe('timer texts', () => {
  it('names the phase and announces it once, in words', () => {
    const set2 = { kind: 'set', set: 2, sets: 3, remainingMs: 20 * 60_000 } as const;
    expect(phaseTitle(set2)).toBe('Set 2 of 3');
    expect(phaseAnnouncement(set2)).toBe('Set 2 of 3 started: 20 minutes left.');
    const rest = { kind: 'break', after: 1, sets: 3, remainingMs: 60_000 } as const;
    expect(phaseTitle(rest)).toBe('Break after set 1 of 3');
    expect(phaseAnnouncement(rest)).toBe('Set 1 done. Break: 1 minute left.');
    expect(phaseTitle({ kind: 'done', sets: 3 })).toBe('All sets done');
    expect(phaseTitle({ kind: 'set', set: 1, sets: null, remainingMs: null })).toBe('In the device');
  });
});
