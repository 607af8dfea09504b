import { describe, expect, it } from 'vitest';
import type { Checkin } from '../schemas/checkins.ts';
import { reportsSign, reportsStrongSign, restNoticeReason, showsRestNotice } from './rest-notice.ts';

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

describe('reportsStrongSign', () => {
  it('is a strong answer to any question, even before all three are answered', () => {
    expect(reportsStrongSign(strongNumbness)).toBe(true);
    expect(reportsStrongSign({ discolouration: 'strong' })).toBe(true);
    expect(reportsStrongSign(mildPain)).toBe(false);
    expect(reportsStrongSign({})).toBe(false);
    expect(reportsStrongSign(null)).toBe(false);
  });
});

describe('showsRestNotice', () => {
  it('shows the notice when two of the last three answered check-ins report a sign', () => {
    expect(showsRestNotice([mildPain, calm, mildColour])).toBe(true);
    expect(showsRestNotice([calm, mildColour, mildPain])).toBe(true);
    expect(showsRestNotice([mildPain, mildColour])).toBe(true);
  });

  it('shows it at once when the newest answered check-in has a strong answer', () => {
    expect(showsRestNotice([strongNumbness])).toBe(true);
    expect(showsRestNotice([strongNumbness, calm, calm])).toBe(true);
    // An older strong answer followed by calm ones is one sign in three.
    expect(showsRestNotice([calm, calm, strongNumbness])).toBe(false);
  });

  it('does not show it for one mild sign in three, or none', () => {
    expect(showsRestNotice([mildPain, calm, calm])).toBe(false);
    expect(showsRestNotice([calm, calm, calm])).toBe(false);
    expect(showsRestNotice([mildPain])).toBe(false);
    expect(showsRestNotice([])).toBe(false);
  });

  it('reads only the latest three answered check-ins, newest first', () => {
    expect(showsRestNotice([calm, calm, mildPain, mildPain, mildColour])).toBe(false);
    expect(showsRestNotice([mildPain, calm, mildColour, calm])).toBe(true);
  });
});

describe('restNoticeReason', () => {
  it('says strong when the newest has a strong answer, else repeated, else nothing', () => {
    expect(restNoticeReason([strongNumbness, mildPain])).toBe('strong');
    expect(restNoticeReason([mildPain, calm, strongNumbness])).toBe('repeated');
    expect(restNoticeReason([calm, mildPain])).toBeNull();
  });
});
