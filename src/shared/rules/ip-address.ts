/**
 * An IP address cut to its network, so it no longer names one device: IPv4 to /24 (the last number 0),
 * IPv6 to /48 (the first three groups, then `::`); an IPv4-mapped IPv6 address as IPv4. Anything else
 * (not an address) becomes 'unknown'.
 */
export function truncateIp(ip: string): string {
  const value = ip.trim().toLowerCase();
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(value);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0`;
  if (/^[0-9a-f:]+$/.test(value) && value.includes(':')) {
    const [head = ''] = value.split('::');
    const groups = head.split(':').filter(Boolean);
    // With '::' in the first three groups, the rest of the first three are zeros.
    const first = [...groups.slice(0, 3), '0', '0', '0']
      .slice(0, 3)
      .map((group) => group.replace(/^0+(?=.)/, ''));
    return `${first.join(':')}::`;
  }
  return 'unknown';
}

/** True for an address `truncateIp` already cut (or that was never one). */
export const isTruncatedIp = (ip: string) => truncateIp(ip) === ip;
