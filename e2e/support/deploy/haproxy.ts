import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { collectOutput } from '../../../src/server/test/child-output.ts';

// Debian's HAProxy in front of the app processes, configured as the README's "Deploy" section shows:
// round robin, a readiness check on /readyz every 250 ms (one failure takes a process out, two successes put
// it back), and a retry on another process for a request whose connection was refused or closed unanswered.

export type LoadBalancer = {
  port: number;
  /** Each server's state as HAProxy sees it ('UP', 'DOWN', …), by name (app1, app2, …). */
  states: () => Promise<Record<string, string>>;
  /** Waits until HAProxy has `name` in the given state. */
  waitFor: (name: string, state: 'UP' | 'DOWN', timeoutMs?: number) => Promise<void>;
  config: string;
  stop: () => Promise<void>;
};

/** The configuration the README's "Deploy" section walks through, for backends on `ports`. */
export function haproxyConfig(port: number, statsPort: number, ports: number[]): string {
  return [
    'global',
    '  maxconn 2000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout http-keep-alive 10s',
    '  retries 3',
    '  retry-on conn-failure empty-response',
    '  option redispatch 1',
    '  option forwardfor',
    'frontend tracker',
    `  bind 127.0.0.1:${port}`,
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /readyz',
    '  http-check expect status 200',
    '  default-server check inter 250ms fall 1 rise 2',
    ...ports.map((backend, index) => `  server app${index + 1} 127.0.0.1:${backend}`),
    'listen stats',
    `  bind 127.0.0.1:${statsPort}`,
    '  stats enable',
    '  stats uri /stats',
    '',
  ].join('\n');
}

export async function startHaproxy(
  port: number,
  statsPort: number,
  backends: number[],
): Promise<LoadBalancer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tracker-haproxy-'));
  const config = haproxyConfig(port, statsPort, backends);
  fs.writeFileSync(path.join(dir, 'haproxy.cfg'), config);
  const command = fs.existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';
  const child: ChildProcess = spawn(command, ['-db', '-f', path.join(dir, 'haproxy.cfg')], { stdio: 'pipe' });
  const output = collectOutput(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const states = async () => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const [header = '', ...rows] = csv.trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const name = columns.indexOf('svname');
    const status = columns.indexOf('status');
    const found: Record<string, string> = {};
    for (const row of rows) {
      const cells = row.split(',');
      if (cells[0] === 'app' && /^app\d+$/.test(cells[name] ?? ''))
        found[cells[name] as string] = cells[status] ?? '';
    }
    return found;
  };
  const waitFor = async (name: string, state: 'UP' | 'DOWN', timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const current = await states().catch(() => ({}) as Record<string, string>);
      if (current[name]?.startsWith(state)) return;
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(
          `HAProxy did not see ${name} ${state} (states ${JSON.stringify(current)}):\n${output()}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await waitFor('app1', 'UP', 15_000);
  return {
    port,
    states,
    waitFor,
    config,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
