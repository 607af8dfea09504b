import { describe, expect, it } from 'vitest';
import { testSpeech } from '../i18n/test-speech.ts';
import { describeCheckin } from './checkin-display.ts';

const en = testSpeech();

describe('describeCheckin', () => {
  it('says no signs when every answer is none', () => {
    expect(describeCheckin(en.t, { pain: 'none', numbness: 'none', discolouration: 'none' })).toBe(
      'Check-in: no signs',
    );
  });

  it('names the signs felt with how strongly, in the order asked', () => {
    expect(describeCheckin(en.t, { pain: 'mild', numbness: 'none', discolouration: 'none' })).toBe(
      'Check-in: mild pain',
    );
    expect(describeCheckin(en.t, { pain: 'mild', numbness: 'strong', discolouration: 'mild' })).toBe(
      'Check-in: mild pain, strong numbness or tingling, mild discolouration or coldness',
    );
  });
});
