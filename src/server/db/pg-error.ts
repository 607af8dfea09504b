/** PostgreSQL error codes the services act on (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const PG = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  invalidParameterValue: '22023',
} as const;

export type PgError = { code: string; constraint?: string };

/**
 * The PostgreSQL error behind an error, whether pg threw it directly or drizzle wrapped it (as `cause`);
 * null for anything else.
 */
export function pgError(err: unknown): PgError | null {
  for (const candidate of [err, (err as { cause?: unknown } | null)?.cause]) {
    const { code, constraint } = (candidate ?? {}) as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return typeof constraint === 'string' ? { code, constraint } : { code };
    }
  }
  return null;
}
