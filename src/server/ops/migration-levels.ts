import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder, runMigrations } from '../db/migrate.ts';
import type { AppliedMigration } from './app-tables.ts';
import { OpsError } from './ops-error.ts';

type Journal = { entries: { when: number; tag: string }[] };

/** The migrations this version of the app ships, oldest first, as drizzle records them once applied. */
export function shippedMigrations(): AppliedMigration[] {
  return readMigrationFiles({ migrationsFolder }).map((migration) => ({
    hash: migration.hash,
    createdAt: migration.folderMillis,
  }));
}

/** True when `earlier` is the start of `later`: the same migrations, in the same order. */
export function isPrefix(earlier: readonly AppliedMigration[], later: readonly AppliedMigration[]): boolean {
  return earlier.length <= later.length && earlier.every((m, i) => m.createdAt === later[i]?.createdAt);
}

/**
 * Applies the shipped migrations up to the first `count` only, so rows can be loaded into the schema they
 * were read from and later migrations then change them as they changed the live data.
 */
export async function migrateUpTo(url: string, count: number): Promise<void> {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  if (count > journal.entries.length) throw new OpsError('The backup is newer than this version of the app.');
  if (count === journal.entries.length) return runMigrations(url);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tracker-migrations-'));
  try {
    fs.mkdirSync(path.join(folder, 'meta'));
    const entries = journal.entries.slice(0, count);
    fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const { tag } of entries) {
      fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    }
    await runMigrations(url, folder);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
