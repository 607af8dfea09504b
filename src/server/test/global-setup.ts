import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

/** One PostgreSQL server for the run: the one DATABASE_URL names, else an embedded one in a temp folder. */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('adminDatabaseUrl', process.env.DATABASE_URL);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tracker-test-pg-'));
  fs.chmodSync(dir, 0o755);
  const server = await startEmbeddedPostgres(dir, pino({ level: 'warn' }));
  project.provide('adminDatabaseUrl', server.url('postgres'));
  return async () => {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
