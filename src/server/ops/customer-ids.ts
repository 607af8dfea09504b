/**
 * The customer ids in a file the operator gives: Shopify's customer export (CSV, the id in its first
 * column, maybe quoted or with a leading apostrophe) or one id per line. Other lines (the header) are
 * skipped; each id once.
 */
export function customerIdsIn(text: string): string[] {
  const ids = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const first = (line.split(',')[0] ?? '').trim().replace(/^"|"$/g, '').replace(/^'/, '');
    if (/^[0-9]{1,20}$/.test(first)) ids.add(first);
  }
  return [...ids];
}
