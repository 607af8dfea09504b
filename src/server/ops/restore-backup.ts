import pg from 'pg';
import pino, { type Logger } from 'pino';
import { createDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { importPhotoFiles } from '../services/photos/import-photo-files.ts';
import { appliedMigrations, ident, listAppTables, TEXT_FORMAT_SETTINGS } from './app-tables.ts';
import { type BackupManifest, MANIFEST_ENTRY, parseManifest, tableEntry } from './backup-manifest.ts';
import { isPrefix, migrateUpTo, shippedMigrations } from './migration-levels.ts';
import { OpsError } from './ops-error.ts';
import { stagePhotoFiles, storedPhotoFiles } from './restore-photos.ts';
import { resetSequences } from './restore-sequences.ts';
import { loadTableData } from './restore-tables.ts';
import { openZip, type ZipReader } from './zip-reader.ts';

export type RestoreOptions = {
  databaseUrl: string;
  dataDir: string;
  file: string;
  force?: boolean;
  log?: Logger;
};

const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;

async function readManifest(zip: ZipReader): Promise<BackupManifest> {
  if (!zip.names.includes(MANIFEST_ENTRY))
    throw new OpsError('This file is not a backup of the app (no manifest).');
  const manifest = parseManifest(await zip.readText(MANIFEST_ENTRY, MAX_MANIFEST_BYTES));
  const missing = manifest.tables.find((table) => !zip.names.includes(tableEntry(table.name)));
  if (missing) throw new OpsError(`The backup is incomplete: it has no data for table ${missing.name}.`);
  if (!isPrefix(manifest.migrations, shippedMigrations())) {
    throw new OpsError(
      `This backup was made by a newer version of the app (${manifest.app.version}); restore it with that version or a later one.`,
    );
  }
  return manifest;
}

/** Refuses a database that holds rows (or photo files) unless forced; answers the app's tables. */
async function checkTarget(client: pg.Client, options: RestoreOptions, manifest: BackupManifest) {
  const tables = await listAppTables(client);
  const withRows: string[] = [];
  for (const table of tables) {
    const found = await client.query(`SELECT EXISTS (SELECT 1 FROM public.${ident(table.name)}) AS found`);
    if (found.rows[0]?.found) withRows.push(table.name);
  }
  const files = storedPhotoFiles(options.dataDir).length;
  if (!options.force && (withRows.length > 0 || files > 0)) {
    const holds = [
      withRows.length > 0 ? `rows in ${withRows.join(', ')}` : '',
      files > 0 ? `${files} photo files` : '',
    ]
      .filter(Boolean)
      .join(' and ');
    throw new OpsError(
      `The app's data is not empty (${holds}). Restore into an empty database, or add --force to replace ` +
        'all of the app’s data with the backup.',
    );
  }
  if (!isPrefix(await appliedMigrations(client), manifest.migrations)) {
    throw new OpsError(
      'The database has migrations this backup does not have (it was migrated by a newer version of the app). ' +
        'Restore into a new, empty database (or, embedded, a new DATA_DIR).',
    );
  }
}

/** In one transaction: empty the app's tables, load the backup's rows parents first, set the sequences. */
async function loadRows(client: pg.Client, zip: ZipReader, manifest: BackupManifest): Promise<void> {
  const tables = await listAppTables(client);
  const present = new Map(tables.map((table) => [table.name, new Set(table.columns)]));
  for (const table of manifest.tables) {
    const columns = present.get(table.name);
    const unknown = table.columns.find((column) => !columns?.has(column));
    if (!columns || unknown) {
      throw new OpsError(
        `The backup's table ${table.name} does not match the schema at its migration level.`,
      );
    }
  }
  await client.query(TEXT_FORMAT_SETTINGS);
  await client.query(`TRUNCATE ${tables.map((table) => `public.${ident(table.name)}`).join(', ')} CASCADE`);
  const byName = new Map(manifest.tables.map((table) => [table.name, table]));
  for (const { name } of tables) {
    const table = byName.get(name);
    if (!table) continue;
    const loaded = await loadTableData(client, table, await zip.open(tableEntry(name)));
    if (loaded !== table.rows) {
      throw new OpsError(
        `The backup is damaged: ${name} holds ${loaded} rows, its manifest says ${table.rows}.`,
      );
    }
  }
  await resetSequences(client, manifest.sequences);
}

/**
 * Moves the photo files a backup from before docs/decisions/030 held (put in DATA_DIR/uploads by the
 * restore) into the database, as the app would at its start.
 */
async function importRestoredPhotoFiles(options: RestoreOptions): Promise<void> {
  const log = options.log ?? pino({ level: 'silent' });
  const database = createDatabase(options.databaseUrl, log);
  try {
    await importPhotoFiles({ db: database.db, config: { dataDir: options.dataDir }, log });
  } finally {
    await database.pool.end();
  }
}

/**
 * Restores a backup into the app's database, the app being stopped: migrates to the backup's level, loads
 * the rows (photos' bytes are rows too), then applies this version's later migrations. Photo files of a
 * backup from before docs/decisions/030 are put in DATA_DIR/uploads with the rows and then moved into the
 * database. With `force`, the app's current data is replaced; without, the database must hold no rows.
 */
export async function restoreBackup(options: RestoreOptions): Promise<BackupManifest> {
  const zip = await openZip(options.file);
  const client = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    const manifest = await readManifest(zip);
    await client.connect();
    await checkTarget(client, options, manifest);
    await migrateUpTo(options.databaseUrl, manifest.migrations.length);
    const photos = await stagePhotoFiles(zip, options.dataDir);
    try {
      if (photos.files !== manifest.photos.files) {
        throw new OpsError(
          `The backup is damaged: it holds ${photos.files} photo files, its manifest says ${manifest.photos.files}.`,
        );
      }
      await client.query('BEGIN');
      await loadRows(client, zip, manifest);
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      photos.discard();
      throw err;
    }
    photos.swapIn();
    await runMigrations(options.databaseUrl);
    await importRestoredPhotoFiles(options);
    return manifest;
  } finally {
    zip.close();
    await client.end().catch(() => undefined);
  }
}
