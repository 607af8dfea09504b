import { badRequest } from './app-error.ts';

const NUL = '\u0000';

/**
 * Where a NUL character hides in a value (a string, or any key or string inside objects and arrays), as a
 * dotted path, or null. PostgreSQL text cannot hold U+0000, and no field of ours has a use for it. Walked
 * with a stack of its own, depth first in key order, so no body can overflow the call stack.
 */
function nulPath(value: unknown, where: string): string | null {
  // An entry's key is checked when the entry is reached, before its value: as a recursive walk would.
  const stack: { value: unknown; path: string; key?: string; parent?: string }[] = [{ value, path: where }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (item.key?.includes(NUL)) return item.parent || 'field name';
    const current = item.value;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return item.path;
      continue;
    }
    if (!current || typeof current !== 'object') continue;
    const entries = Object.entries(current);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i] as [string, unknown];
      stack.push({ value: inner, path: item.path ? `${item.path}.${key}` : key, key, parent: item.path });
    }
  }
  return null;
}

/** Throws 400 `{where}: must not contain a NUL character` when the value holds one. */
export function assertNoNul(value: unknown, where: string): void {
  const found = nulPath(value, where);
  if (found) throw badRequest(`${found}: must not contain a NUL character`, 'MALFORMED_REQUEST', found);
}
