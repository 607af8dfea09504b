import { describe, expect, it } from 'vitest';
import { showLanguage, translate } from '#client/lib/i18n/i18n.ts';
import '../messages.ts';
import { phaseAnnouncement, phaseTitle } from './timer-format.ts';

describe('timer texts', () => {
  it('names the phase and announces it once, in words', () => {
    const set2 = { kind: 'set', set: 2, sets: 3, remainingMs: 20 * 60_000 } as const;
    expect(phaseTitle(translate, set2)).toBe('Set 2 of 3');
    expect(phaseAnnouncement(translate, set2)).toBe('Set 2 of 3 started: 20 minutes left.');
    const rest = { kind: 'break', after: 1, sets: 3, remainingMs: 60_000 } as const;
    expect(phaseTitle(translate, rest)).toBe('Break after set 1 of 3');
    expect(phaseAnnouncement(translate, rest)).toBe('Set 1 done. Break: 1 minute left.');
    expect(phaseTitle(translate, { kind: 'done', sets: 3 })).toBe('All sets done');
    expect(phaseTitle(translate, { kind: 'set', set: 1, sets: null, remainingMs: null })).toBe(
      'In the device',
    );
  });

  it('speaks German', async () => {
    await showLanguage('de');
    try {
      const rest = { kind: 'break', after: 1, sets: 3, remainingMs: 60_000 } as const;
      expect(phaseTitle(translate, rest)).toBe('Pause nach Satz 1 von 3');
      expect(phaseAnnouncement(translate, rest)).toBe('Satz 1 geschafft. Pause: noch 1 Minute.');
    } finally {
      await showLanguage('en');
    }
  });
});
