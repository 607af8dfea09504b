import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { collectOutput } from './child-output.ts';

export type AppProcess = {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
  alive: () => boolean;
};

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts `main.ts` as `npm start` does: without a DATABASE_URL in `env` (the test run's own is not passed
 * on), on its own embedded PostgreSQL in dataDir. `ownGroup` puts it in its own process group, as a
 * terminal would, so Ctrl+C can be sent to the group.
 */
export function startAppProcess(
  dataDir: string,
  port: number,
  env: NodeJS.ProcessEnv = {},
  ownGroup = false,
): AppProcess {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  delete childEnv.DATABASE_URL;
  Object.assign(childEnv, { DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' }, env);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './scripts/po-loader.ts', 'src/server/main.ts'],
    {
      env: childEnv,
      stdio: 'pipe',
      detached: ownGroup,
    },
  );
  const output = collectOutput(child);
  let running = true;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running = false;
      resolve(code);
    }),
  );
  return { child, exited, output, alive: () => running };
}

/** Waits until GET /healthz answers 200. */
export async function waitForHealth(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the app did not become healthy');
}
