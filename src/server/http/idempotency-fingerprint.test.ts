import { describe, expect, it } from 'vitest';
import { canonicalJson, requestFingerprint } from './idempotency-fingerprint.ts';

const base = { params: { id: 7 }, query: { customer_hash: 'abc' }, body: { kind: 'session', minutes: 20 } };

describe('requestFingerprint', () => {
  it('is the same for the same request, whatever the order of its keys', () => {
    const reordered = {
      query: { customer_hash: 'abc' },
      body: { minutes: 20, kind: 'session' },
      params: { id: 7 },
    };
    expect(requestFingerprint(reordered)).toBe(requestFingerprint(base));
    expect(requestFingerprint(base)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with the body, the params or the query', () => {
    const fingerprint = requestFingerprint(base);
    expect(requestFingerprint({ ...base, body: { kind: 'session', minutes: 21 } })).not.toBe(fingerprint);
    expect(requestFingerprint({ ...base, params: { id: 8 } })).not.toBe(fingerprint);
    expect(requestFingerprint({ ...base, query: { customer_hash: 'abd' } })).not.toBe(fingerprint);
    expect(requestFingerprint({ ...base, body: { kind: 'session', minutes: '20' } })).not.toBe(fingerprint);
  });

  it("counts a form's photo by its content, and tells a form from JSON", () => {
    const form = { ...base, body: { minutes: '20' } };
    const photo = requestFingerprint({ ...form, form: { image: Buffer.from('photo one') } });
    expect(requestFingerprint({ ...form, form: { image: Buffer.from('photo one') } })).toBe(photo);
    expect(requestFingerprint({ ...form, form: { image: Buffer.from('photo two') } })).not.toBe(photo);
    expect(requestFingerprint({ ...form, form: { image: null } })).not.toBe(photo);
    expect(requestFingerprint({ ...form, form: { image: null } })).not.toBe(requestFingerprint(form));
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every depth and leaves out undefined values', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"e":0,"f":1}]},"b":1}',
    );
  });
});
