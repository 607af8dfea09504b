import { describe, expect, it } from 'vitest';
import type { Checkin } from '../schemas/checkins.ts';
import { reportsSign, showsRestNotice } from './rest-notice.ts';

const calm: Checkin = { pain: 'none', numbness: 'none', discolouration: 'none' };
const mildPain: Checkin = { ...calm, pain: 'mild' };
const strongNumbness: Checkin = { ...calm, numbness: 'strong' };
const mildColour: Checkin = { ...calm, discolouration: 'mild' };

describe('reportsSign', () => {
  it('is a mild or strong answer to any of the three questions', () => {
    expect(reportsSign(calm)).toBe(false);
    expect(reportsSign(mildPain)).toBe(true);
    expect(reportsSign(strongNumbness)).toBe(true);
    expect(reportsSign(mildColour)).toBe(true);
  });

  it('is false for a session without a check-in', () => {
    expect(reportsSign(null)).toBe(false);
    expect(reportsSign(undefined)).toBe(false);
  });
});

describe('showsRestNotice', () => {
  it('shows the notice when two of the last three sessions report a sign', () => {
    expect(showsRestNotice([mildPain, calm, strongNumbness])).toBe(true);
    expect(showsRestNotice([calm, mildColour, mildPain])).toBe(true);
    expect(showsRestNotice([mildPain, strongNumbness])).toBe(true);
    expect(showsRestNotice([mildPain, mildPain, mildPain])).toBe(true);
  });

  it('does not show it for one sign in three, or none', () => {
    expect(showsRestNotice([mildPain, calm, calm])).toBe(false);
    expect(showsRestNotice([calm, calm, calm])).toBe(false);
    expect(showsRestNotice([strongNumbness])).toBe(false);
    expect(showsRestNotice([])).toBe(false);
  });

  it('counts a skipped check-in as no sign', () => {
    expect(showsRestNotice([mildPain, null, null])).toBe(false);
    expect(showsRestNotice([null, mildPain, strongNumbness])).toBe(true);
  });

  it('reads only the latest three sessions, newest first', () => {
    expect(showsRestNotice([calm, calm, mildPain, strongNumbness, mildColour])).toBe(false);
    expect(showsRestNotice([mildPain, calm, mildColour, calm])).toBe(true);
    expect(showsRestNotice([calm, null, mildPain, mildPain])).toBe(false);
  });
});
