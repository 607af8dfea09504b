import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { collectOutput } from '../../../src/server/test/child-output.ts';

// Load from Debian's wrk while a deploy runs: a few connections, each sending the next of `paths` (with the
// given headers) every 10 ms after its answer, until stopped; then the figures of the whole run.

export type LoadFigures = {
  requests: number;
  /** Connect, read and write errors, timeouts (10 s), and answers with a status of 400 or more. */
  failures: number;
  errors: { connect: number; read: number; write: number; timeout: number; status: number };
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
};

export type Load = { stop: () => Promise<LoadFigures> };

const SCRIPT = `
local paths = {}
local next_path = 0
function init(args)
  for _, path in ipairs(args) do paths[#paths + 1] = path end
end
function request()
  next_path = next_path % #paths + 1
  return wrk.format("GET", paths[next_path])
end
function delay()
  return 10
end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('FIGURES {"requests":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,"status":%d,"p50":%d,"p99":%d,"max":%d}\\n',
    summary.requests, e.connect, e.read, e.write, e.timeout, e.status,
    latency:percentile(50), latency:percentile(99), latency.max))
end
`;

export function startLoad(baseUrl: string, paths: string[], headers: Record<string, string>): Load {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tracker-wrk-'));
  fs.writeFileSync(path.join(dir, 'paths.lua'), SCRIPT);
  const args = ['-t1', '-c4', '-d10m', '--timeout', '10s', '-s', path.join(dir, 'paths.lua')];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const child: ChildProcess = spawn('wrk', [...args, baseUrl, '--', ...paths], { stdio: 'pipe' });
  const output = collectOutput(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    stop: async () => {
      // wrk stops on SIGINT and reports the run so far.
      child.kill('SIGINT');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
      const line = /FIGURES (\{.*\})/.exec(output())?.[1];
      if (!line) throw new Error(`wrk printed no figures:\n${output()}`);
      const raw = JSON.parse(line) as Record<string, number>;
      const errors = {
        connect: raw.connect ?? 0,
        read: raw.read ?? 0,
        write: raw.write ?? 0,
        timeout: raw.timeout ?? 0,
        status: raw.status ?? 0,
      };
      return {
        requests: raw.requests ?? 0,
        failures: Object.values(errors).reduce((sum, count) => sum + count, 0),
        errors,
        p50Ms: (raw.p50 ?? 0) / 1000,
        p99Ms: (raw.p99 ?? 0) / 1000,
        maxMs: (raw.max ?? 0) / 1000,
      };
    },
  };
}
