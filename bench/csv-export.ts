import { spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { treeRss } from './processes.ts';

/** The admin export's join, as psql would copy it: no cell rules, nothing but the rows. */
export const EXPORT_JOIN = `SELECT s.id, u.username, u.name, s.customer_hash, s.date, s.day, s.device, s.duration,
  s.weight, s.notes, s.length, s.girth, s.measurement_unit
  FROM sessions s LEFT JOIN customer_mapping m ON m.customer_hash = s.customer_hash
  LEFT JOIN users u ON u.id = m.user_id ORDER BY s.customer_hash, s.date, s.id`;

export type CsvTiming = { seconds: number; bytes: number };

const seconds = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e9;

function psqlCopy(url: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'psql',
      [url, '-q', '-c', `\\copy (${EXPORT_JOIN.replace(/\s+/g, ' ')}) TO '/dev/null' WITH CSV HEADER`],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => (code === 0 ? resolve(true) : reject(new Error(`psql: ${errors}`))));
  });
}

/** How many sessions (rows of the export) the database holds. */
export async function sessionCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions')).rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/** psql's \copy of the same join to /dev/null (or, without psql, the same COPY read and dropped here). */
export async function referenceCopy(url: string): Promise<CsvTiming & { tool: string }> {
  const started = process.hrtime.bigint();
  if (await psqlCopy(url)) return { seconds: seconds(started), bytes: 0, tool: 'psql \\copy' };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const again = process.hrtime.bigint();
  let bytes = 0;
  try {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
    await pipeline(client.query(copyTo(`COPY (${EXPORT_JOIN}) TO STDOUT WITH (FORMAT csv, HEADER)`)), sink);
  } finally {
    await client.end();
  }
  return { seconds: seconds(again), bytes, tool: 'COPY through pg-copy-streams (no psql)' };
}

/** Downloads a URL to /dev/null with curl (C, so the download costs the machine little): status and bytes. */
function curlDownload(url: string, cookie: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'curl',
      ['-s', '-o', '/dev/null', '-H', `cookie: ${cookie}`, '-w', '%{http_code} %{size_download}', url],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'ENOENT' ? new Error('curl is not installed: apt-get install -y curl') : err),
    );
    child.on('exit', () => {
      const [status, bytes] = out.trim().split(' ').map(Number);
      resolve({ status: status ?? 0, bytes: bytes ?? 0 });
    });
  });
}

/**
 * Downloads the admin CSV export of every session (curl, to /dev/null) while sampling the app's resident
 * memory (its process tree) every 50 ms: growth is the peak minus the memory before.
 */
export async function appExport(
  base: string,
  cookie: string,
  appPid: number,
): Promise<{ seconds: number; bytes: number; growthBytes: number }> {
  const before = treeRss(appPid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeRss(appPid));
  }, 50);
  const started = process.hrtime.bigint();
  try {
    const { status, bytes } = await curlDownload(`${base}/api/admin/export/sessions`, cookie);
    if (status !== 200) throw new Error(`export answered ${status}`);
    const elapsed = seconds(started);
    peak = Math.max(peak, treeRss(appPid));
    return { seconds: elapsed, bytes, growthBytes: peak - before };
  } finally {
    clearInterval(sampler);
  }
}
