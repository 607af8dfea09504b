import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firstReads, pageLinkHeader, SCREEN_MODULES, screenChunks } from './page-hints.ts';

const HASH = 'cba95cd101878e20';
const signedIn = { userId: 'u1', customerHash: HASH };

describe('firstReads', () => {
  it('asks a signed-out page for the config, the user and the store lookup', () => {
    expect(firstReads('/', {})).toEqual(['/api/app-config', '/api/user', '/api/customer/hash']);
  });

  it("adds the account's hash on any screen, and the home's reads with it, the zone's reads only with a zone", () => {
    expect(firstReads('/history', signedIn)).toEqual([
      '/api/app-config',
      '/api/user',
      '/api/user/customer-hash',
    ]);
    const home = firstReads('/', signedIn, 'America/Los_Angeles');
    expect(home).toEqual([
      '/api/app-config',
      '/api/user',
      '/api/user/customer-hash',
      `/api/sessions?limit=5&kind=all&customer_hash=${HASH}`,
      `/api/preferences?customer_hash=${HASH}`,
      `/api/consent?customer_hash=${HASH}`,
      `/api/checkins/summary?customer_hash=${HASH}`,
      `/api/sessions?limit=1&kind=sessions&customer_hash=${HASH}`,
      `/api/goals/summary?tz=America%2FLos_Angeles&customer_hash=${HASH}`,
      `/api/sessions/stats?tz=America%2FLos_Angeles&customer_hash=${HASH}`,
    ]);
    expect(firstReads('/', signedIn, null).some((url) => url.includes('tz='))).toBe(false);
  });
});

describe('screenChunks and pageLinkHeader', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tracker-hints-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  fs.mkdirSync(path.join(root, '.vite'));
  fs.writeFileSync(
    path.join(root, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-A.js', imports: ['_vendor-V.js'] },
      '_vendor-V.js': { file: 'assets/vendor-V.js' },
      '_forms-F.js': { file: 'assets/forms-F.js', imports: ['_vendor-V.js'] },
      'features/auth/components/auth-page.tsx': {
        file: 'assets/auth-page-P.js',
        imports: ['index.html', '_forms-F.js', '_vendor-V.js'],
      },
      'features/tracker/components/tracker-home-page.tsx': {
        file: 'assets/tracker-home-page-H.js',
        imports: ['index.html', '_vendor-V.js'],
      },
    }),
  );
  const indexHtml =
    '<script type="module" src="./assets/index-A.js"></script><link rel="modulepreload" href="./assets/vendor-V.js">';
  const chunks = screenChunks(root, indexHtml);

  it("lists a screen's chunk and what it imports, less what index.html loads", () => {
    expect(chunks.get('features/auth/components/auth-page.tsx')).toEqual([
      'assets/auth-page-P.js',
      'assets/forms-F.js',
    ]);
    expect(chunks.get('features/tracker/components/tracker-home-page.tsx')).toEqual([
      'assets/tracker-home-page-H.js',
    ]);
  });

  it('hints the home to a signed-in customer and the authentication page to anyone signed out', () => {
    const home = pageLinkHeader('/', signedIn, chunks, 'UTC') ?? '';
    expect(home).toContain('</assets/tracker-home-page-H.js>; rel=modulepreload');
    expect(home).not.toContain('auth-page');
    expect(home).toContain(
      `</api/sessions?limit=5&kind=all&customer_hash=${HASH}>; rel=preload; as=fetch; crossorigin=use-credentials`,
    );
    for (const page of ['/', '/auth', '/history']) {
      const signedOut = pageLinkHeader(page, {}, chunks) ?? '';
      expect(signedOut).toContain('</assets/auth-page-P.js>; rel=modulepreload, </assets/forms-F.js>');
      expect(signedOut).not.toContain('tracker-home-page');
      expect(signedOut).not.toContain('customer_hash');
    }
  });

  it('gives no chunks without a manifest, and still the reads', () => {
    const none = screenChunks(path.join(root, 'missing'), indexHtml);
    expect(none.size).toBe(0);
    expect(pageLinkHeader('/auth', {}, none)).toBe(
      '</api/app-config>; rel=preload; as=fetch; crossorigin=use-credentials, </api/user>; rel=preload; as=fetch; crossorigin=use-credentials, </api/customer/hash>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
  });
});

describe('SCREEN_MODULES', () => {
  it('names modules the client loads lazily, so the build has a chunk for each', () => {
    const lazyPages = fs.readFileSync(
      path.join(import.meta.dirname, '..', '..', 'client', 'app', 'lazy-pages.ts'),
      'utf8',
    );
    for (const { module } of SCREEN_MODULES) {
      expect(lazyPages).toContain(`import('#client/${module}')`);
    }
  });
});
