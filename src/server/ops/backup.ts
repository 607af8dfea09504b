// npm run backup [-- --out FILE]: a consistent copy of the app's data, taken while the app runs or not.
import { parseArgs } from 'node:util';
import { photoFilesNote } from './backup-manifest.ts';
import { createBackup } from './create-backup.ts';
import { openForBackup } from './database-target.ts';
import { fromInvocationDir, runCommand } from './run-command.ts';

runCommand('Backup', async (config, log) => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const database = await openForBackup(config, log);
  try {
    const { file, manifest } = await createBackup({
      databaseUrl: database.url,
      dataDir: config.dataDir,
      out: values.out === undefined ? undefined : fromInvocationDir(values.out),
    });
    for (const name of manifest.photos.missing) {
      console.warn(
        `Photo file ${name} was moved into the database or deleted while the backup ran; it is not in this backup. Take another one.`,
      );
    }
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const photos = manifest.tables.find((table) => table.name === 'photos')?.rows ?? 0;
    return `Backup written to ${file}: ${rows} rows in ${manifest.tables.length} tables, ${photos} photos${photoFilesNote(manifest)}.`;
  } finally {
    await database.close();
  }
});
