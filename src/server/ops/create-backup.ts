import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import yazl from 'yazl';
import { PACKAGE_JSON } from '../app-paths.ts';
import {
  appliedMigrations,
  ident,
  listAppSequences,
  listAppTables,
  TEXT_FORMAT_SETTINGS,
} from './app-tables.ts';
import { BACKUP_FORMAT, type BackupManifest, MANIFEST_ENTRY } from './backup-manifest.ts';
import { addPhotoFiles } from './backup-photos.ts';
import { addTableData } from './backup-tables.ts';
import { OpsError } from './ops-error.ts';

export type BackupOptions = { databaseUrl: string; dataDir: string; out?: string | undefined };

const packageJson = JSON.parse(fs.readFileSync(PACKAGE_JSON, 'utf8'));
const APP = { name: String(packageJson.name), version: String(packageJson.version) };

/** DATA_DIR/backups/backup-<UTC timestamp>.zip */
function defaultBackupFile(dataDir: string, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replaceAll(/[-:]/g, '');
  return path.join(dataDir, 'backups', `backup-${stamp}Z.zip`);
}

/** Reads everything in one snapshot: the tables, the sequences and the photo files the rows name. */
async function writeSnapshot(
  client: pg.Client,
  zip: yazl.ZipFile,
  dataDir: string,
  untilFailed: Promise<never>,
): Promise<BackupManifest> {
  const createdAt = new Date().toISOString();
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  await client.query(TEXT_FORMAT_SETTINGS);
  const migrations = await appliedMigrations(client);
  const tables = await listAppTables(client);
  if (migrations.length === 0 || tables.length === 0) {
    throw new OpsError('The database holds no app tables yet: nothing to back up.');
  }
  // As pg_dump does: no migration may alter or drop a table while it is being read.
  await client.query(
    `LOCK TABLE ${tables.map((table) => `public.${ident(table.name)}`).join(', ')} IN ACCESS SHARE MODE`,
  );
  const withRows: BackupManifest['tables'] = [];
  for (const table of tables) {
    withRows.push({ ...table, rows: await addTableData(zip, client, table, untilFailed) });
  }
  const photos = tables.some((table) => table.name === 'photos')
    ? await addPhotoFiles(zip, client, dataDir, untilFailed)
    : { files: 0, bytes: 0, missing: [] };
  // Read last: a sequence is not part of the snapshot, but it only grows, so it stays past every row read.
  const sequences: BackupManifest['sequences'] = [];
  for (const { table, column, sequence } of await listAppSequences(client)) {
    const state = await client.query<{ lastValue: string; isCalled: boolean }>(
      `SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM ${sequence}`,
    );
    sequences.push({ table, column, ...(state.rows[0] ?? { lastValue: '1', isCalled: false }) });
  }
  await client.query('COMMIT');
  return { format: BACKUP_FORMAT, app: APP, createdAt, migrations, tables: withRows, sequences, photos };
}

/**
 * Writes a consistent copy of the app's data (every table read in one REPEATABLE READ snapshot, and the
 * photo files) to one zip, readable by the owner only. The app may keep running meanwhile.
 */
export async function createBackup(
  options: BackupOptions,
): Promise<{ file: string; manifest: BackupManifest }> {
  const file = options.out ?? defaultBackupFile(options.dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  if (fs.existsSync(file)) throw new OpsError(`${file} already exists; choose another file.`);
  // Written under another name and renamed at the end, so a file by the final name is always complete.
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  const output = fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 });
  const zip = new yazl.ZipFile();
  const written = pipeline(zip.outputStream, output);
  const untilFailed = written.then(() => new Promise<never>(() => undefined));
  untilFailed.catch(() => undefined);
  const client = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    const manifest = await writeSnapshot(client, zip, options.dataDir, untilFailed);
    zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), MANIFEST_ENTRY);
    zip.end();
    await written;
    fs.renameSync(partial, file);
    return { file, manifest };
  } catch (err) {
    output.destroy();
    await written.catch(() => undefined);
    fs.rmSync(partial, { force: true });
    throw err;
  } finally {
    await client.end().catch(() => undefined);
  }
}
