import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type CommandResult = { code: number | null; stdout: string; stderr: string };

/** Runs `npm run <script> -- <args>` as an operator would, with the given environment on top of ours. */
export function runNpmScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<CommandResult> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', ...env };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete childEnv[name];
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], { env: childEnv, stdio: 'pipe' });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** A new empty database on the test server, and how to drop it. */
export async function emptyDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `restore_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** A new empty folder for a DATA_DIR or backup files. */
export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), `tracker-${prefix}-`));

/** Every row of every app table (and of drizzle's migration record) as PostgreSQL's text of the row, sorted. */
export async function allRows(url: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SET TimeZone = 'UTC'`);
    const tables = await client.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
        WHERE schemaname IN ('public', 'drizzle') ORDER BY 1`,
    );
    const rows: Record<string, string[]> = {};
    for (const { name } of tables.rows) {
      const result = await client.query<{ row: string }>(`SELECT t::text AS row FROM ${name} t ORDER BY 1`);
      rows[name] = result.rows.map((r) => r.row);
    }
    return rows;
  } finally {
    await client.end();
  }
}

/** The photo files of a DATA_DIR: name to bytes. */
export function photoFiles(dataDir: string): Record<string, Buffer> {
  const dir = path.join(dataDir, 'uploads');
  if (!fs.existsSync(dir)) return {};
  return Object.fromEntries(fs.readdirSync(dir).map((name) => [name, fs.readFileSync(path.join(dir, name))]));
}

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the real app as `npm start` does, on its embedded PostgreSQL in DATA_DIR, and waits until healthy. */
export async function startEmbeddedApp(
  dataDir: string,
): Promise<{ url: string; stop: () => Promise<number | null> }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './scripts/po-loader.ts', 'src/server/main.ts'],
    { env, stdio: 'pipe' },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ; ) {
    const status = await fetch(`${url}/healthz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`the app did not become healthy: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
