import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_FOLDER, CLIENT_FOLDER, findAppFolder, MIGRATIONS_FOLDER, PACKAGE_JSON } from './app-paths.ts';

const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'tracker-app-paths-'));
afterAll(() => fs.rmSync(tree, { recursive: true, force: true }));

describe('the app folder', () => {
  it('is the nearest folder holding a package.json, however deep the module sits', () => {
    fs.writeFileSync(path.join(tree, 'package.json'), '{}');
    const source = path.join(tree, 'src', 'server', 'db');
    const compiled = path.join(tree, 'dist', 'server');
    fs.mkdirSync(source, { recursive: true });
    fs.mkdirSync(compiled, { recursive: true });
    expect(findAppFolder(source)).toBe(tree);
    expect(findAppFolder(compiled)).toBe(tree);
  });

  it('names a folder without a package.json above it', () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'tracker-no-package-'));
    try {
      expect(() => findAppFolder(bare)).toThrow(`No package.json in ${bare} or any folder above it.`);
    } finally {
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });

  it('holds this app, its committed migrations and the place of the built client', () => {
    expect(JSON.parse(fs.readFileSync(PACKAGE_JSON, 'utf8')).name).toBe('hang-tracker');
    expect(fs.existsSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'))).toBe(true);
    expect(CLIENT_FOLDER).toBe(path.join(APP_FOLDER, 'dist', 'client'));
  });
});
