import { describe, expect, it } from 'vitest';
import { doubleEscape, quickHide } from './quick-hide.ts';

const NEUTRAL = 'https://www.wikipedia.org/';

/** A window whose location.replace records where it went (or throws, as a cross-origin parent may). */
function fakeWindow(options: { framed?: boolean; topRefuses?: boolean } = {}) {
  const went: string[] = [];
  const self = { location: { replace: (url: string) => went.push(`self ${url}`) } } as unknown as Window & {
    self: Window;
    top: Window;
  };
  const top = {
    location: {
      replace: (url: string) => {
        if (options.topRefuses) throw new DOMException('blocked', 'SecurityError');
        went.push(`top ${url}`);
      },
    },
  } as unknown as Window;
  Object.assign(self, { self, top: options.framed ? top : self });
  return { win: self, went };
}

describe('quickHide', () => {
  it('replaces the page with the neutral one (no history entry to go Back to)', () => {
    const { win, went } = fakeWindow();
    quickHide(NEUTRAL, win);
    expect(went).toEqual([`self ${NEUTRAL}`]);
  });

  it('in the store frame, moves the whole tab; if the store page refuses, the frame leaves', () => {
    const framed = fakeWindow({ framed: true });
    quickHide(NEUTRAL, framed.win);
    expect(framed.went).toEqual([`top ${NEUTRAL}`]);
    const refused = fakeWindow({ framed: true, topRefuses: true });
    quickHide(NEUTRAL, refused.win);
    expect(refused.went).toEqual([`self ${NEUTRAL}`]);
  });
});

describe('doubleEscape', () => {
  it('a first Escape soon after the page loaded only closes a dialog: it is never a second press', () => {
    const isSecond = doubleEscape(800);
    expect(isSecond(300)).toBe(false);
    expect(isSecond(2000)).toBe(false);
  });

  it('two presses within the window leave, then it starts over; presses further apart do not', () => {
    const isSecond = doubleEscape(800);
    expect(isSecond(5000)).toBe(false);
    expect(isSecond(5600)).toBe(true);
    expect(isSecond(5900)).toBe(false);
    expect(isSecond(7000)).toBe(false);
    expect(isSecond(7800)).toBe(true);
  });
});
