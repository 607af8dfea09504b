import { ConfigError, loadConfig } from './config.ts';
import { assertDataDirFree, DataDirInUseError } from './db/data-dir-lock.ts';

// `npm start` runs this before it builds the client: main.ts takes the DATA_DIR lock only after the build,
// and by then the build would have rewritten the dist/client that an app already running there serves.
// Refuse first, with the same message main.ts gives; main.ts still takes the lock itself.
try {
  assertDataDirFree(loadConfig().dataDir);
} catch (err) {
  if (!(err instanceof ConfigError || err instanceof DataDirInUseError)) throw err;
  console.error(err.message);
  process.exit(1);
}
