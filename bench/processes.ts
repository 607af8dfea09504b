import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** A loopback port free right now: the one asked for (refused if taken), or any when 0. */
export function freePort(wanted = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? new Error(`port ${wanted} is in use: pick another (--port)`) : err),
    );
    server.listen(wanted, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export type Started = { child: ChildProcess; stop: () => Promise<void> };

/**
 * Starts a command in a process group of its own (npm start runs a shell and node under it), its output
 * appended to `logFile`; `stop` ends that group (SIGTERM, then SIGKILL after 10 s) and nothing else.
 */
export function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  logFile: string,
): Started {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  return {
    child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Waits until `url` answers 200, failing if the process exits first or `timeoutMs` passes. */
export async function waitUntilUp(url: string, started: Started, timeoutMs: number, logFile: string) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (started.child.exitCode !== null) {
      throw new Error(`${url}: the process exited (${started.child.exitCode}); see ${logFile}`);
    }
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s; see ${logFile}`);
}

function children(): Map<number, number[]> {
  const tree = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      tree.set(parent, [...(tree.get(parent) ?? []), Number(entry)]);
    } catch {
      // ended meanwhile
    }
  }
  return tree;
}

/** Resident memory in bytes of a process and all its descendants (Linux /proc), 0 when unknown. */
export function treeRss(pid: number): number {
  const tree = children();
  let total = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const current = pending.pop() as number;
    try {
      const status = fs.readFileSync(`/proc/${current}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      // ended meanwhile
    }
    pending.push(...(tree.get(current) ?? []));
  }
  return total;
}
