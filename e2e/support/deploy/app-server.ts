import { type ChildProcess, spawn } from 'node:child_process';
import { collectOutput } from '../../../src/server/test/child-output.ts';

// One app process of a deploy: `node dist/server/main.js` in the release's checkout, as `npm start` runs it
// once the build is there.

export type AppServer = {
  port: number;
  /** SIGTERM, as a process manager stops it: resolves with its exit code once it has stopped. */
  stop: () => Promise<number | null>;
  output: () => string;
};

export async function startAppServer(dir: string, port: number, env: NodeJS.ProcessEnv): Promise<AppServer> {
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    cwd: dir,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'pipe',
  });
  const output = collectOutput(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the app process on port ${port} did not become ready:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    output,
  };
}
