import { Signer } from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { RememberingSigner } from './remembering-signer.ts';

const SECRET = 'a'.repeat(40);

describe('RememberingSigner', () => {
  it('signs and checks exactly as the plain signer, also the second time', () => {
    const plain = new Signer(SECRET, 'sha256');
    const remembering = new RememberingSigner(SECRET);
    for (let round = 0; round < 2; round++) {
      const signed = remembering.sign('session-id-1');
      expect(signed).toBe(plain.sign('session-id-1'));
      expect(remembering.unsign(signed)).toEqual({ valid: true, renew: false, value: 'session-id-1' });
    }
  });

  it('refuses a forged or altered signature every time', () => {
    const remembering = new RememberingSigner(SECRET);
    const other = new Signer('b'.repeat(40), 'sha256');
    const forged = other.sign('session-id-1');
    const altered = `${remembering.sign('session-id-1')}x`;
    for (let round = 0; round < 2; round++) {
      expect(remembering.unsign(forged).valid).toBe(false);
      expect(remembering.unsign(altered).valid).toBe(false);
    }
  });

  it('keeps answering rightly after more cookies than it remembers', () => {
    const remembering = new RememberingSigner(SECRET);
    const first = remembering.sign('id-0');
    for (let index = 1; index <= 10_050; index++) remembering.unsign(remembering.sign(`id-${index}`));
    expect(remembering.unsign(first)).toEqual({ valid: true, renew: false, value: 'id-0' });
  });
});
