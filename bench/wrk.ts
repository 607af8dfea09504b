import { spawn } from 'node:child_process';
import path from 'node:path';

export type Load = {
  url: string;
  seconds: number;
  connections: number;
  method?: 'GET' | 'POST';
  body?: string;
  cookie?: string;
};

export type LoadResult = { rps: number; p50Ms: number; p99Ms: number; errors: number; requests: number };

const SCRIPT = path.join(import.meta.dirname, 'wrk-report.lua');
const INSTALL_HINT = 'wrk is not installed: apt-get install -y wrk (Debian package)';

function run(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'ENOENT' ? new Error(INSTALL_HINT) : err),
    );
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk exited ${code}: ${out}`))));
  });
}

/**
 * Runs wrk (2 threads) against one URL and reads its summary: requests per second, p50 and p99 latency,
 * and every error (connect, read, write, timeout and answers that are not 2xx or 3xx).
 */
export async function load(target: Load): Promise<LoadResult> {
  const args = ['-t2', `-c${target.connections}`, `-d${target.seconds}s`, '-s', SCRIPT];
  if (target.cookie) args.push('-H', `Cookie: ${target.cookie}`);
  args.push(target.url);
  const env = { ...process.env, WRK_METHOD: target.method ?? 'GET', WRK_BODY: target.body ?? '' };
  const out = await run(args, env);
  const line = out.split('\n').find((text) => text.startsWith('BENCH_JSON '));
  if (!line) throw new Error(`wrk printed no summary: ${out}`);
  const summary = JSON.parse(line.slice('BENCH_JSON '.length)) as Record<string, number>;
  const at = (key: string) => summary[key] ?? 0;
  return {
    requests: at('requests'),
    rps: at('requests') / (at('duration_us') / 1e6),
    p50Ms: at('p50_us') / 1000,
    p99Ms: at('p99_us') / 1000,
    errors: at('connect') + at('read') + at('write') + at('status') + at('timeout'),
  };
}
