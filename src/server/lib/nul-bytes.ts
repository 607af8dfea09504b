import { badRequest } from './app-error.ts';

const NUL = '\u0000';

/**
 * Where a NUL character hides in a value (a string, or any key or string inside objects and arrays), as a
 * dotted path, or null. PostgreSQL text cannot hold U+0000, and no field of ours has a use for it.
 */
function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes(NUL)) return path || 'field name';
    const found = nulPath(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

/** Throws 400 `{where}: must not contain a NUL character` when the value holds one. */
export function assertNoNul(value: unknown, where: string): void {
  const found = nulPath(value, where);
  if (found) throw badRequest(`${found}: must not contain a NUL character`, 'MALFORMED_REQUEST', found);
}
