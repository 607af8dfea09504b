import { describe, expect, it } from 'vitest';
import { fileDate as localDate } from '#client/lib/download.ts';
import { embedCode } from './customer-hash.ts';

describe('website integration', () => {
  it('makes the embed code of spec section 2, with the invitation proof', () => {
    const signature = 'ef'.repeat(32);
    expect(
      embedCode('https://tracker.test', { customer_hash: '0123abcd', expires: 1700000600, signature }),
    ).toBe(
      `<iframe src="https://tracker.test/?customer_hash=0123abcd&amp;expires=1700000600&amp;signature=${signature}" width="100%" height="800" frameborder="0"></iframe>`,
    );
  });

  it('names the export with the local date', () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDate(new Date(2026, 10, 21, 0, 0))).toBe('2026-11-21');
  });
});
