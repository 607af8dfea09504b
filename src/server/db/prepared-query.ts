import { createHash } from 'node:crypto';
import { fillPlaceholders, type Placeholder, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Database, Db } from './client.ts';

/** The placeholders of a query's values, by name: `$.sid` is `sql.placeholder('sid')`. */
export type Placeholders<V> = { readonly [K in keyof V & string]: Placeholder<K> };

const placeholders = new Proxy({}, { get: (_, name) => sql.placeholder(String(name)) });

/** What Drizzle prepares: a query built once, whose placeholders are filled on each run. */
type Preparable<R> = {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> };
  toSQL(): { sql: string; params: unknown[] };
};

// Each text's statement name: a hash of the text, so a name means one text in every process and every
// version of the app, even where a pooler hands one server connection to several of them.
function statementName(text: string): string {
  return `tracker_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
}

// How each pool sends the prepared queries: named unless told not to (DATABASE_NAMED_STATEMENTS=false),
// or refused named statements by a pooler in transaction mode that cannot route them (PgBouncer before
// 1.21 with Debian's 1.18): the statement prepared on one server connection is missing on the next
// (26000), or another client's is already there under the name (42P05). Either is refused before the
// statement runs, so it is sent again. A pool nobody configured sends named statements and logs nothing.
const settings = new WeakMap<object, { named: boolean; log?: Logger }>();
const UNROUTABLE = new Set(['26000', '42P05']);

/** How `pool` sends prepared queries: as named statements (the default) or not; `log` hears a refusal. */
export function configureStatements(pool: pg.Pool, { named, log }: { named: boolean; log: Logger }): void {
  settings.set(pool, { named, log });
}

/** Whether prepared queries go to `pool` as named statements. */
export function sendsNamedStatements(pool: pg.Pool): boolean {
  return settings.get(pool)?.named ?? true;
}

/** True when a failed query (Drizzle's error, PostgreSQL's as its cause) is a pooler refusing the name. */
function refusedName(err: unknown): boolean {
  const code = (err as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' && UNROUTABLE.has(code);
}

/**
 * A hot query: built once per database by Drizzle from the table (so its columns and row mapping are the
 * table's own), its values named by placeholders (`$.name`, the type of `$` names them and their types). Drizzle's query builder costs more CPU than
 * PostgreSQL spends answering an indexed read, so it runs once; and the text goes as a named statement,
 * which PostgreSQL parses and plans once per connection instead of on every request: more than twice
 * what it answers per second for these short reads (docs/decisions/031, 034, 044).
 */
export function preparedQuery<R, V extends Record<string, unknown>>(
  build: (db: Db, $: Placeholders<V>) => Preparable<R>,
) {
  type Prepared = ReturnType<Preparable<R>['prepare']>;
  const prepared = new WeakMap<Db, { named: Prepared; unnamed: Prepared }>();
  const forDb = (db: Db) => {
    let both = prepared.get(db);
    if (!both) {
      const query = build(db, placeholders as Placeholders<V>);
      both = { named: query.prepare(statementName(query.toSQL().sql)), unnamed: query.prepare('') };
      prepared.set(db, both);
    }
    return both;
  };
  return {
    /** Runs the query on the database's pool, named unless the pool sends unnamed statements. */
    async run({ db, pool }: Pick<Database, 'db' | 'pool'>, values: V): Promise<R> {
      const { named, unnamed } = forDb(db);
      if (sendsNamedStatements(pool)) {
        try {
          return await named.execute(values);
        } catch (err) {
          if (!refusedName(err)) throw err;
          // Queries sent named before the first refusal came back may be refused too: one warning is enough.
          if (sendsNamedStatements(pool)) {
            const log = settings.get(pool)?.log;
            settings.set(pool, { named: false, log });
            log?.warn(
              { code: (err as { cause: { code: string } }).cause.code },
              'named statements refused (a pooler in transaction mode?): sending queries unnamed from now on; set DATABASE_NAMED_STATEMENTS=false to skip this',
            );
          }
        }
      }
      return unnamed.execute(values);
    },
    /** Runs the same query inside a transaction (built there, sent unnamed: off the hot path). */
    runIn(tx: Db, values: V): Promise<R> {
      return build(tx, placeholders as Placeholders<V>)
        .prepare('')
        .execute(values);
    },
    /** Its SQL text and parameters for these values (for EXPLAIN in tests). */
    toQuery(db: Db, values: V): { text: string; values: unknown[] } {
      const { sql: text, params } = build(db, placeholders as Placeholders<V>).toSQL();
      return { text, values: fillPlaceholders(params, values) };
    },
  };
}
