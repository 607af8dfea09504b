import { describe, expect, it } from 'vitest';
import { firstReads, readHintsHeader } from './read-hints.ts';

const HASH = 'cba95cd101878e20';
const signedIn = { userId: 'u1', customerHash: HASH };

describe('firstReads', () => {
  it('asks a signed-out page for the config, the user and the store lookup, whatever the screen', () => {
    for (const page of ['/', '/auth', '/history', '/nowhere']) {
      expect(firstReads(page, {})).toEqual(['/api/app-config', '/api/user', '/api/customer/hash']);
    }
  });

  it("adds the account's hash on any screen, and the home's list and figures with it, the figures only with a zone", () => {
    expect(firstReads('/history', signedIn)).toEqual([
      '/api/app-config',
      '/api/user',
      '/api/user/customer-hash',
    ]);
    expect(firstReads('/', signedIn, 'America/Los_Angeles')).toEqual([
      '/api/app-config',
      '/api/user',
      '/api/user/customer-hash',
      `/api/sessions?limit=5&kind=all&customer_hash=${HASH}`,
      `/api/sessions/stats?tz=America%2FLos_Angeles&customer_hash=${HASH}`,
    ]);
    expect(firstReads('/', signedIn, null).some((read) => read.includes('tz='))).toBe(false);
  });
});

describe('readHintsHeader', () => {
  it('names each read as a credentialed fetch preload', () => {
    expect(readHintsHeader('/auth', {})).toBe(
      '</api/app-config>; rel=preload; as=fetch; crossorigin=use-credentials, ' +
        '</api/user>; rel=preload; as=fetch; crossorigin=use-credentials, ' +
        '</api/customer/hash>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
  });
});
