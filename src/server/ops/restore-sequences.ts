import type pg from 'pg';
import { ident } from './app-tables.ts';
import type { BackupManifest } from './backup-manifest.ts';

/**
 * Sets each identity and serial sequence to where it stood at the backup (and never below the largest
 * id loaded), so new rows neither collide with restored ones nor reuse an id handed out before.
 */
export async function resetSequences(client: pg.ClientBase, sequences: BackupManifest['sequences']) {
  for (const { table, column, lastValue, isCalled } of sequences) {
    const found = await client.query<{ sequence: string | null; max: string | null }>(
      `SELECT pg_get_serial_sequence($1, $2) AS sequence,
              (SELECT max(${ident(column)})::text FROM public.${ident(table)}) AS max`,
      [`public.${ident(table)}`, column],
    );
    const { sequence, max } = found.rows[0] ?? { sequence: null, max: null };
    if (!sequence) continue;
    const used = isCalled ? BigInt(lastValue) : null;
    const highest = max === null ? used : used === null || BigInt(max) > used ? BigInt(max) : used;
    await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
      sequence,
      (highest ?? BigInt(lastValue)).toString(),
      highest !== null,
    ]);
  }
}
