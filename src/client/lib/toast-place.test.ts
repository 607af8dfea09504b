import { describe, expect, it } from 'vitest';
import { toastTop } from './toast-place.ts';

describe('toastTop', () => {
  it('keeps its usual place above the tab bar when nothing is there', () => {
    expect(toastTop([{ top: 100, bottom: 144 }], 60, 540)).toBe(540);
  });

  it('moves up to the lowest stretch free of controls', () => {
    const rows = [
      { top: 380, bottom: 424 },
      { top: 470, bottom: 514 },
      { top: 560, bottom: 604 },
    ];
    // 424..470 is too short for 60 px; above the first row is free.
    expect(toastTop(rows, 60, 540)).toBe(320);
    // A shorter one fits just above the lowest row, or in the gap between two.
    expect(toastTop(rows, 40, 540)).toBe(520);
    expect(toastTop(rows, 40, 460)).toBe(430);
  });

  it('gives up when no stretch is free', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ top: i * 50, bottom: i * 50 + 44 }));
    expect(toastTop(rows, 60, 540)).toBeNull();
  });
});
