import path from 'node:path';
import pino, { type Logger } from 'pino';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { loggerOptions } from '../logger.ts';
import { OpsError } from './ops-error.ts';

/** A path given on the command line, read from where the operator ran `npm run` (npm moves to the project). */
export const fromInvocationDir = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

/** Runs an operations command: a known refusal prints its message, anything else its stack; exit 1 on failure. */
export function runCommand(name: string, command: (config: Config, log: Logger) => Promise<string>): void {
  // Ctrl-C: exiting runs the embedded server's exit hook (it stops the server); a stale lock is taken over later.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));
  (async () => {
    const config = loadConfig();
    const log = pino(loggerOptions('warn'), pino.destination(2));
    process.stdout.write(`${await command(config, log)}\n`);
    process.exit(0);
  })().catch((err: unknown) => {
    if (err instanceof OpsError || err instanceof ConfigError || err instanceof DataDirInUseError) {
      console.error(`${name} refused: ${err.message}`);
    } else {
      console.error(`${name} failed:`, err);
    }
    process.exit(1);
  });
}
