import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function inUse(holder: number, dataDir: string): DataDirInUseError {
  return new DataDirInUseError(
    `Another instance of the app (pid ${holder}) is already using DATA_DIR ${dataDir}. ` +
      'Stop it first, or start this one with a different DATA_DIR.',
  );
}

/** The live process, other than this one, that holds DATA_DIR/app.lock, if any. */
function lockHolder(file: string): number | undefined {
  let holder: number;
  try {
    holder = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  return Number.isInteger(holder) && holder !== process.pid && isAlive(holder) ? holder : undefined;
}

/**
 * Refuses, as lockDataDir would, when a live app holds DATA_DIR, without taking the lock or touching
 * anything: `npm start` checks this before it rebuilds the client a running app serves.
 */
export function assertDataDirFree(dataDir: string): void {
  const holder = lockHolder(path.join(dataDir, 'app.lock'));
  if (holder !== undefined) throw inUse(holder, dataDir);
}

/** Takes DATA_DIR/app.lock for this process; refuses when a live process already holds it. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'app.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = lockHolder(file);
      if (holder !== undefined) throw inUse(holder, dataDir);
      fs.rmSync(file, { force: true }); // left behind by a process that no longer runs
    }
  }
  throw new DataDirInUseError(`Could not lock DATA_DIR ${dataDir}.`);
}

export { isAlive };
