import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The lint rule in biome.json that keeps each client feature apart: a feature imports no other feature,
// from a file directly in its folder as from a nested one. Probe files in a feature folder of their own.
const root = join(import.meta.dirname, '..', '..', '..');
let feature: string;

beforeAll(() => {
  feature = mkdtempSync(join(root, 'src', 'client', 'features', 'lint-probe-'));
});
afterAll(() => rmSync(feature, { recursive: true, force: true }));

/** The import lines biome refuses in `file` (a path inside the probe feature) holding `source`. */
function refusedImports(file: string, source: string): number {
  const path = join(feature, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, source);
  try {
    execFileSync('npx', ['biome', 'lint', '--reporter=json', relative(root, path)], {
      cwd: root,
      stdio: 'pipe',
    });
    return 0;
  } catch (error) {
    const out = String((error as { stdout?: Buffer }).stdout ?? '');
    const report = JSON.parse(out) as { diagnostics: { category: string }[] };
    return report.diagnostics.filter((d) => d.category === 'lint/style/noRestrictedImports').length;
  }
}

describe('a client feature imports no other feature', () => {
  it('refuses another feature from a file directly in the feature folder', () => {
    const source =
      "import { useSessions } from '../tracker/api/session-list.ts';\nexport const x = useSessions;\n";
    expect(refusedImports('direct.ts', source)).toBe(1);
  });

  it('refuses another feature from a nested file', () => {
    const source =
      "import { useSessions } from '../../tracker/api/session-list.ts';\nexport const x = useSessions;\n";
    expect(refusedImports('components/nested.ts', source)).toBe(1);
  });

  it('accepts its own files and the shared folders', () => {
    const source =
      "import { readStorage } from '../../lib/storage.ts';\nimport { x } from './components/nested.ts';\nexport const y = [readStorage, x];\n";
    expect(refusedImports('own.ts', source)).toBe(0);
  });
});
