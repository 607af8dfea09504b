import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { Logger } from 'pino';

/**
 * A failed query, as Drizzle reports one: its text for the log, the PostgreSQL error as its cause. The
 * parameters are kept for the same shape, and the log's error serializer leaves them out (logger.ts).
 */
export class QueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    cause: unknown,
  ) {
    super('Failed query', { cause });
  }
}

// Each text's statement name: a hash of the text, so a name means one text in every process and every
// version of the app, even where a pooler hands one server connection to several of them.
const names = new Map<string, string>();
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `tracker_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
    names.set(text, name);
  }
  return name;
}

// How each pool sends the texts: named unless told not to (DATABASE_NAMED_STATEMENTS=false), or refused
// named statements by a pooler in transaction mode that cannot route them (PgBouncer before 1.21 with
// Debian's 1.18): the statement prepared on one server connection is missing on the next (26000), or
// another client's is already there under the name (42P05). Either is refused before the statement runs,
// so it is sent again. A pool nobody configured sends named statements and logs nothing.
const settings = new WeakMap<object, { named: boolean; log?: Logger }>();
const UNROUTABLE = new Set(['26000', '42P05']);

/** How `pool` sends runQuery's texts: as named statements (the default) or not; `log` hears a refusal. */
export function configureStatements(pool: pg.Pool, { named, log }: { named: boolean; log: Logger }): void {
  settings.set(pool, { named, log });
}

/** Whether runQuery sends `pool` named statements. */
export function sendsNamedStatements(pool: pg.Pool): boolean {
  return settings.get(pool)?.named ?? true;
}

/**
 * Runs a fixed SQL text on the pool. The hot paths use these instead of Drizzle's query builder, which
 * spends more CPU building a query than PostgreSQL spends answering an indexed read. Each text is a named
 * statement: PostgreSQL parses and plans it once per connection instead of on every request, which more
 * than doubles what it answers per second for these short reads (docs/decisions/031, 034).
 */
export async function runQuery<R extends pg.QueryResultRow>(
  pool: pg.Pool,
  text: string,
  values: unknown[],
): Promise<pg.QueryResult<R>> {
  try {
    if (sendsNamedStatements(pool)) {
      try {
        return await pool.query<R>({ name: statementName(text), text, values });
      } catch (err) {
        const code = (err as { code?: unknown }).code;
        if (typeof code !== 'string' || !UNROUTABLE.has(code)) throw err;
        // Queries sent named before the first refusal came back may be refused too: one warning is enough.
        if (sendsNamedStatements(pool)) {
          const log = settings.get(pool)?.log;
          settings.set(pool, { named: false, log });
          log?.warn(
            { code },
            'named statements refused (a pooler in transaction mode?): sending queries unnamed from now on; set DATABASE_NAMED_STATEMENTS=false to skip this',
          );
        }
      }
    }
    return await pool.query<R>(text, values);
  } catch (err) {
    throw new QueryError(text, values, err);
  }
}
