import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentCustomerHash,
  isUsableHash,
  resolveCustomerHash,
  setUserCustomerHash,
} from './customer-hash.ts';

const none = { stored: null, search: '', userHash: null };

describe('resolveCustomerHash', () => {
  it('finds nothing without a stored, URL or user hash', () => {
    expect(resolveCustomerHash(none)).toEqual({ customerHash: null, source: 'none', toStore: null });
  });

  it('prefers the stored hash over the URL and the user', () => {
    expect(
      resolveCustomerHash({ stored: 'stored1', search: '?customer_hash=fromurl', userHash: 'user1' }),
    ).toEqual({ customerHash: 'stored1', source: 'localStorage', toStore: null });
  });

  it('takes customer_hash, then customerHash, from the URL and asks for it to be stored', () => {
    expect(resolveCustomerHash({ ...none, search: '?customer_hash=abc&customerHash=def' })).toEqual({
      customerHash: 'abc',
      source: 'url',
      toStore: 'abc',
    });
    expect(resolveCustomerHash({ ...none, search: '?x=1&customerHash=def' })).toMatchObject({
      customerHash: 'def',
      source: 'url',
    });
  });

  it("falls back to the signed-in user's hash, which is never stored", () => {
    expect(resolveCustomerHash({ ...none, userHash: 'user-hash' })).toEqual({
      customerHash: 'user-hash',
      source: 'user',
      toStore: null,
    });
  });

  it('skips hashes shorter than 3 characters and the auth-page marker at every step', () => {
    expect(
      resolveCustomerHash({ stored: 'ab', search: '?customer_hash=auth', userHash: 'uvw' }),
    ).toMatchObject({
      customerHash: 'uvw',
      source: 'user',
    });
    expect(resolveCustomerHash({ stored: 'auth', search: '?customer_hash=ab', userHash: null }).source).toBe(
      'none',
    );
    expect(isUsableHash('abc')).toBe(true);
    expect(isUsableHash('  ')).toBe(false);
    expect(isUsableHash(undefined)).toBe(false);
  });
});

describe('currentCustomerHash', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setUserCustomerHash(null);
  });

  function stubWindow(search: string, items: Record<string, string>) {
    vi.stubGlobal('window', {
      location: { origin: 'http://app.test', search },
      localStorage: {
        getItem: (key: string) => items[key] ?? null,
        setItem: (key: string, value: string) => {
          items[key] = value;
        },
      },
    });
  }

  it('stores a hash received in the URL', () => {
    const items: Record<string, string> = {};
    stubWindow('?customer_hash=shop-42', items);
    expect(currentCustomerHash()).toMatchObject({ customerHash: 'shop-42', source: 'url' });
    expect(items.customerHash).toBe('shop-42');
  });

  it('uses the in-memory user hash without storing it, and forgets it when told', () => {
    const items: Record<string, string> = {};
    stubWindow('', items);
    setUserCustomerHash('mine-123');
    expect(currentCustomerHash()).toMatchObject({ customerHash: 'mine-123', source: 'user' });
    expect(items.customerHash).toBeUndefined();
    setUserCustomerHash(null);
    expect(currentCustomerHash().source).toBe('none');
  });
});
