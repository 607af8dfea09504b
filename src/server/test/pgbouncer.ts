import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './app-process.ts';
import { collectOutput } from './child-output.ts';

export type PgBouncer = {
  /** The address of `database` through PgBouncer (the server's user and password). */
  url: (database: string) => string;
  output: () => string;
  stop: () => Promise<void>;
};

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Starts Debian's `pgbouncer` in transaction pooling mode in front of the server `serverUrl` names, on a
 * free port, with its ini and user list in a temp folder. PgBouncer refuses to run as root, so as root it
 * is started with `-u postgres` (the folder and files are readable by that user).
 */
export async function startPgBouncer(serverUrl: string, { poolSize = 4 } = {}): Promise<PgBouncer> {
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username || 'postgres');
  const password = decodeURIComponent(server.password);
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tracker-pgbouncer-'));
  fs.chmodSync(dir, 0o755);
  const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
  const ini = [
    '[databases]',
    `* = host=${server.hostname} port=${server.port || 5432} user=${user}${password ? ` password=${password}` : ''}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    'unix_socket_dir =',
    'auth_type = trust',
    `auth_file = ${path.join(dir, 'userlist.txt')}`,
    'pool_mode = transaction',
    `default_pool_size = ${poolSize}`,
    'max_client_conn = 200',
    // PgBouncer's defaults otherwise: nothing resets a server connection between two clients'
    // transactions, so session state the app left behind would show.
    '',
  ].join('\n');
  fs.writeFileSync(path.join(dir, 'pgbouncer.ini'), ini, { mode: 0o644 });
  fs.writeFileSync(path.join(dir, 'userlist.txt'), `${quote(user)} ${quote(password)}\n`, { mode: 0o644 });
  const asRoot = process.getuid?.() === 0;
  // Debian installs it in /usr/sbin, which a non-root PATH may lack.
  const command = fs.existsSync('/usr/sbin/pgbouncer') ? '/usr/sbin/pgbouncer' : 'pgbouncer';
  const child: ChildProcess = spawn(
    command,
    [...(asRoot ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')],
    { stdio: 'pipe' },
  );
  const output = collectOutput(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await canConnect(port))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`pgbouncer did not start (is Debian's pgbouncer installed?):\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: (database) => {
      const through = new URL(serverUrl);
      through.hostname = '127.0.0.1';
      through.port = String(port);
      through.pathname = `/${database}`;
      return through.toString();
    },
    output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
