// npm run restore -- FILE [--force]: puts a backup back, the app being stopped.
import { parseArgs } from 'node:util';
import { photoFilesNote } from './backup-manifest.ts';
import { openForRestore } from './database-target.ts';
import { OpsError } from './ops-error.ts';
import { restoreBackup } from './restore-backup.ts';
import { fromInvocationDir, runCommand } from './run-command.ts';

runCommand('Restore', async (config, log) => {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean' } },
    allowPositionals: true,
  });
  if (positionals.length !== 1 || !positionals[0]) {
    throw new OpsError('Name the backup file: npm run restore -- FILE [--force]');
  }
  const file = fromInvocationDir(positionals[0]);
  const database = await openForRestore(config, log);
  try {
    const manifest = await restoreBackup({
      databaseUrl: database.url,
      dataDir: config.dataDir,
      file,
      force: values.force === true,
      log,
    });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const photos = manifest.tables.find((table) => table.name === 'photos')?.rows ?? 0;
    return `Restored ${file} (taken ${manifest.createdAt}): ${rows} rows in ${manifest.tables.length} tables, ${photos} photos${photoFilesNote(manifest)}.`;
  } finally {
    await database.close();
  }
});
