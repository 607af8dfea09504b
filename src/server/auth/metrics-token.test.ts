import { describe, expect, it } from 'vitest';
import { hasMetricsToken } from './metrics-token.ts';

const TOKEN = 'prometheus-scrape-token-0123456789abcdef';

describe('hasMetricsToken', () => {
  it('accepts the configured token as a bearer token, the scheme in any case', () => {
    expect(hasMetricsToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(hasMetricsToken(`bearer ${TOKEN}`, TOKEN)).toBe(true);
  });

  it('refuses anything else: no header, another scheme, a prefix, a longer or empty token', () => {
    for (const header of [
      undefined,
      '',
      'Bearer ',
      TOKEN,
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN.slice(0, 20)}`,
      `Bearer ${TOKEN}0`,
      `Bearer ${TOKEN} ${TOKEN}`,
    ]) {
      expect(hasMetricsToken(header, TOKEN), String(header)).toBe(false);
    }
  });
});
