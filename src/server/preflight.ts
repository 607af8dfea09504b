import { ConfigError, loadConfig } from './config.ts';
import { assertDataDirFree, DataDirInUseError } from './db/data-dir-lock.ts';
import { unsupportedRuntime } from './runtime.ts';

const runtime = unsupportedRuntime(process.versions.node);
if (runtime) {
  console.error(runtime);
  process.exit(1);
}

// `npm start` runs this before main.ts: an app already running on the same DATA_DIR (its embedded
// PostgreSQL) is refused at once, with the same message main.ts gives; main.ts still takes the lock itself.
// A build never removes what a running app serves (docs/decisions/062), so building first is harmless.
try {
  assertDataDirFree(loadConfig().dataDir);
} catch (err) {
  if (!(err instanceof ConfigError || err instanceof DataDirInUseError)) throw err;
  console.error(err.message);
  process.exit(1);
}
