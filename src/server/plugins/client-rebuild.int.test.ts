import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import type { BuildRecord } from '../../../vite-build-record.ts';
import { registerClientFiles } from './client-files.ts';

// A build under a running process (issue 30, docs/decisions/062): the process keeps serving the page it
// read at start, and every file that page's build has is still there after another build of other sources
// into the same folder; a process started after the build serves the new one, whole.

const repo = path.resolve(import.meta.dirname, '../../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tracker-rebuild-'));
const outDir = path.join(dir, 'client');
const apps: FastifyInstance[] = [];

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Builds the browser app into `outDir`, this build's stamp being `stamp` (so the two builds differ). */
async function buildClient(stamp: string): Promise<BuildRecord> {
  await build({
    configFile: path.join(repo, 'vite.config.ts'),
    build: { outDir },
    define: { 'import.meta.env.VITE_BUILD_STAMP': JSON.stringify(stamp) },
    logLevel: 'silent',
  });
  return JSON.parse(fs.readFileSync(path.join(dir, 'build.json'), 'utf8')) as BuildRecord;
}

async function serve(): Promise<FastifyInstance> {
  const app = Fastify();
  await registerClientFiles(app, outDir);
  await app.ready();
  apps.push(app);
  return app;
}

/** The scripts and preloads a page names. */
const assetsOf = (html: string) =>
  [...html.matchAll(/(?:src|href)="\.\/(assets\/[\w.-]+)"/g)].map((match) => match[1] as string);

describe('a build under a running process', () => {
  it('keeps every file of the running page’s build servable, and a new process serves the new build', async () => {
    const first = await buildClient('first-build');
    const running = await serve();
    const page = (await running.inject({ url: '/', headers: { accept: 'text/html' } })).body;
    const named = assetsOf(page);
    expect(named.length).toBeGreaterThan(0);
    expect(first.files).toEqual(expect.arrayContaining(named));

    const second = await buildClient('second-build');
    // Other sources, other names: the running page's entry is not the new build's.
    expect(second.buildId).not.toBe(first.buildId);
    expect(second.files).not.toEqual(expect.arrayContaining(named));
    expect(second.replaced.map((entry) => entry.buildId)).toEqual([first.buildId]);

    // The running process still serves its page, and every file of its build: all 200.
    expect((await running.inject({ url: '/', headers: { accept: 'text/html' } })).body).toBe(page);
    const statuses = await Promise.all(
      first.files.map(
        async (file) => [file, (await running.inject({ url: `/${file}` })).statusCode] as const,
      ),
    );
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);

    // A process started now serves the new page, whose files are all there.
    const restarted = await serve();
    const newPage = (await restarted.inject({ url: '/', headers: { accept: 'text/html' } })).body;
    expect(newPage).not.toBe(page);
    for (const file of assetsOf(newPage)) {
      expect((await restarted.inject({ url: `/${file}` })).statusCode, file).toBe(200);
    }

    // A day after it was replaced, the next build removes what only the first build had.
    const record = JSON.parse(fs.readFileSync(path.join(dir, 'build.json'), 'utf8')) as BuildRecord;
    const dayAgo = new Date(Date.now() - 25 * 3600_000).toISOString();
    fs.writeFileSync(
      path.join(dir, 'build.json'),
      JSON.stringify({
        ...record,
        replaced: record.replaced.map((entry) => ({ ...entry, replacedAt: dayAgo })),
      }),
    );
    const third = await buildClient('third-build');
    expect(third.replaced.map((entry) => entry.buildId)).toEqual([second.buildId]);
    const onlyFirst = first.files.filter(
      (file) => !second.files.includes(file) && !third.files.includes(file),
    );
    expect(onlyFirst.length).toBeGreaterThan(0);
    for (const file of onlyFirst) expect(fs.existsSync(path.join(outDir, file)), file).toBe(false);
    for (const file of second.files) expect(fs.existsSync(path.join(outDir, file)), file).toBe(true);
  }, 120_000);
});
