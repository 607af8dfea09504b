import { describe, expect, it } from 'vitest';
import { isTruncatedIp, truncateIp } from './ip-address.ts';

describe('truncateIp', () => {
  it('keeps the /24 of an IPv4 address', () => {
    expect(truncateIp('203.0.113.77')).toBe('203.0.113.0');
    expect(truncateIp('::ffff:198.51.100.9')).toBe('198.51.100.0');
  });
  it('keeps the /48 of an IPv6 address', () => {
    expect(truncateIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::');
    expect(truncateIp('2001:0db8::1')).toBe('2001:db8:0::');
    expect(truncateIp('::1')).toBe('0:0:0::');
  });
  it('turns what is not an address into unknown', () => {
    expect(truncateIp('localhost')).toBe('unknown');
  });
  it('is stable: a truncated address stays as it is', () => {
    for (const ip of ['203.0.113.77', '2001:db8:85a3:8d3::1', '::1', 'junk']) {
      expect(isTruncatedIp(truncateIp(ip))).toBe(true);
    }
    expect(isTruncatedIp('203.0.113.77')).toBe(false);
  });
});
