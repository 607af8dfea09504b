import { describe, expect, it } from 'vitest';
import { translate } from '#client/lib/i18n/i18n.ts';
import '../messages.ts';
import { keyStep, neighbourIndexes, positionText, stepTarget, swipeStep } from './viewer-steps.ts';

describe('swipeStep', () => {
  it('goes on (older) for a swipe to the left and back (newer) for one to the right', () => {
    expect(swipeStep(-80, 5)).toBe(1);
    expect(swipeStep(80, -5)).toBe(-1);
  });
  it('ignores a move shorter than the threshold', () => {
    expect(swipeStep(-49, 0)).toBeNull();
    expect(swipeStep(49, 0)).toBeNull();
    expect(swipeStep(-50, 0)).toBe(1);
  });
  it('ignores a mostly vertical move (a scroll)', () => {
    expect(swipeStep(-60, 50)).toBeNull();
    expect(swipeStep(60, -200)).toBeNull();
    expect(swipeStep(-90, 59)).toBe(1);
  });
  it('takes another threshold', () => {
    expect(swipeStep(-30, 0, 20)).toBe(1);
  });
});

describe('keyStep', () => {
  it('maps the arrow keys and nothing else', () => {
    expect(keyStep('ArrowRight')).toBe(1);
    expect(keyStep('ArrowLeft')).toBe(-1);
    expect(keyStep('ArrowUp')).toBeNull();
    expect(keyStep('Enter')).toBeNull();
  });
});

describe('stepTarget', () => {
  it('moves within the loaded photos', () => {
    expect(stepTarget(0, 1, 3, false)).toBe(1);
    expect(stepTarget(2, -1, 3, false)).toBe(1);
  });
  it('stops at the ends', () => {
    expect(stepTarget(0, -1, 3, false)).toBeNull();
    expect(stepTarget(2, 1, 3, false)).toBeNull();
    expect(stepTarget(0, -1, 3, true)).toBeNull();
  });
  it('asks for the next page past the last loaded photo when there is one', () => {
    expect(stepTarget(2, 1, 3, true)).toBe('more');
  });
});

describe('positionText', () => {
  it('counts from one', () => {
    expect(positionText(translate, 0, 12, 12)).toBe('1 of 12');
    expect(positionText(translate, 2, 12, 12)).toBe('3 of 12');
  });
  it('counts the photos not loaded yet, and never fewer than those loaded', () => {
    expect(positionText(translate, 23, 24, 57)).toBe('24 of 57');
    expect(positionText(translate, 24, 25, 24)).toBe('25 of 25');
  });
});

describe('neighbourIndexes', () => {
  it('names the loaded photos on either side', () => {
    expect(neighbourIndexes(1, 3)).toEqual([2, 0]);
    expect(neighbourIndexes(0, 3)).toEqual([1]);
    expect(neighbourIndexes(2, 3)).toEqual([1]);
    expect(neighbourIndexes(0, 1)).toEqual([]);
  });
});
