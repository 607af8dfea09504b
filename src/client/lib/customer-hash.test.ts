import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type CustomerHashInputs,
  type CustomerHashSource,
  currentCustomerHash,
  embedProof,
  getCustomerHash,
  isEmbeddingSource,
  isUsableHash,
  resolveCustomerHash,
  setCookieLookup,
  setUserCustomerHash,
} from './customer-hash.ts';
import {
  forgetStoredCustomerHash,
  readStoredCustomerHash,
  writeStoredCustomerHash,
} from './customer-hash-store.ts';

const none: CustomerHashInputs = { stored: null, search: '', userHash: null, cookie: null };

// One value per source, so the winner tells which step of spec section 4 answered.
const VALUES = {
  stored: 'stored-hash',
  url: 'url-hash',
  user: 'user-hash',
  cookie: 'cookie-hash',
} as const;
type Step = keyof typeof VALUES;
const ORDER: readonly Step[] = ['stored', 'url', 'user', 'cookie'];
const SOURCE_OF: Record<Step, CustomerHashSource> = {
  stored: 'localStorage',
  url: 'url',
  user: 'user',
  cookie: 'cookie',
};

function inputsWith(present: readonly Step[], authenticated = true): CustomerHashInputs {
  return {
    stored: present.includes('stored') ? VALUES.stored : null,
    search: present.includes('url') ? `?customer_hash=${VALUES.url}` : '',
    userHash: present.includes('user') ? VALUES.user : null,
    cookie: present.includes('cookie') ? { customerHash: VALUES.cookie, authenticated } : null,
  };
}

// Every subset of the four sources: 16 combinations.
const COMBINATIONS: Step[][] = Array.from({ length: 2 ** ORDER.length }, (_, mask) =>
  ORDER.filter((_, bit) => mask & (1 << bit)),
);

describe('resolveCustomerHash: the order of spec section 4', () => {
  it.each(COMBINATIONS.map((present) => [present.join(' + ') || 'nothing', present] as const))(
    'with %s present, the first in order wins',
    (_, present) => {
      const winner = ORDER.find((step) => present.includes(step));
      const resolved = resolveCustomerHash(inputsWith(present));
      if (!winner) {
        expect(resolved).toEqual({ customerHash: null, source: 'none', toStore: null });
        return;
      }
      expect(resolved.customerHash).toBe(VALUES[winner]);
      expect(resolved.source).toBe(SOURCE_OF[winner]);
      // Stored on receipt: URL hashes, and cookie hashes the server authenticated; never the user's.
      const stores = winner === 'url' || winner === 'cookie';
      expect(resolved.toStore).toBe(stores ? VALUES[winner] : null);
    },
  );

  it('takes customer_hash before customerHash from the URL', () => {
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

  it('uses an unauthenticated cookie answer but does not store it', () => {
    expect(resolveCustomerHash(inputsWith(['cookie'], false))).toEqual({
      customerHash: VALUES.cookie,
      source: 'cookie',
      toStore: null,
    });
    expect(
      resolveCustomerHash({ ...none, cookie: { customerHash: null, authenticated: false } }).source,
    ).toBe('none');
  });

  it('keeps the embedding source a stored hash arrived with; anything else reads localStorage', () => {
    const stored = { ...none, stored: 'abc123' };
    expect(resolveCustomerHash({ ...stored, storedSource: 'url' }).source).toBe('url');
    expect(resolveCustomerHash({ ...stored, storedSource: 'cookie' }).source).toBe('cookie');
    expect(resolveCustomerHash({ ...stored, storedSource: 'user' }).source).toBe('localStorage');
    expect(resolveCustomerHash({ ...stored, storedSource: null }).source).toBe('localStorage');
    expect(resolveCustomerHash({ ...stored, storedSource: 'url' }).toStore).toBeNull();
  });
});

describe('the hash rules of spec sections 4 and 5', () => {
  it('skips a hash longer than the server accepts, which would make every request a 400', () => {
    const longest = 'a'.repeat(200);
    expect(isUsableHash(longest)).toBe(true);
    expect(isUsableHash(`${longest}b`)).toBe(false);
    expect(
      resolveCustomerHash({ stored: `${longest}b`, search: '?customer_hash=fromurl', userHash: null }),
    ).toMatchObject({ customerHash: 'fromurl', source: 'url' });
  });

  it('needs at least 3 characters, at every step', () => {
    expect(isUsableHash('abc')).toBe(true);
    expect(isUsableHash('ab')).toBe(false);
    expect(isUsableHash(' ab ')).toBe(false);
    expect(isUsableHash('  ')).toBe(false);
    expect(isUsableHash('')).toBe(false);
    expect(isUsableHash(null)).toBe(false);
    expect(isUsableHash(undefined)).toBe(false);
    const short = {
      stored: 'ab',
      search: '?customer_hash=cd&customerHash=ef',
      userHash: 'gh',
      cookie: { customerHash: 'ij', authenticated: true },
    };
    expect(resolveCustomerHash(short)).toEqual({ customerHash: null, source: 'none', toStore: null });
    expect(resolveCustomerHash({ ...short, cookie: { customerHash: 'ijk', authenticated: true } })).toEqual({
      customerHash: 'ijk',
      source: 'cookie',
      toStore: 'ijk',
    });
  });

  it('never uses the auth-page marker, at any step', () => {
    expect(isUsableHash('auth')).toBe(false);
    const marker = {
      stored: 'auth',
      search: '?customer_hash=auth',
      userHash: 'auth',
      cookie: { customerHash: 'auth', authenticated: true },
    };
    expect(resolveCustomerHash(marker).source).toBe('none');
    expect(resolveCustomerHash({ ...marker, userHash: 'uvw' })).toMatchObject({
      customerHash: 'uvw',
      source: 'user',
    });
  });

  it('trims what it takes', () => {
    expect(resolveCustomerHash({ ...none, stored: ' abc ' }).customerHash).toBe('abc');
    expect(resolveCustomerHash({ ...none, search: '?customer_hash=%20xyz%20' }).toStore).toBe('xyz');
  });
});

describe('embedProof and isEmbeddingSource', () => {
  it('reads a complete store proof or invitation from the URL, and nothing else', () => {
    const signature = 'ab'.repeat(32);
    expect(embedProof(`?customer_id=42&issued_at=1700000000&signature=${signature}`)).toEqual({
      customer_id: '42',
      issued_at: 1700000000,
      signature,
    });
    expect(embedProof(`?customer_hash=abc123&expires=1700000600&signature=${signature}`)).toEqual({
      customer_hash: 'abc123',
      expires: 1700000600,
      signature,
    });
    expect(embedProof(`?customer_id=42&signature=${signature}`)).toBeNull();
    expect(embedProof('?customer_id=42&issued_at=1700000000&signature=ab12')).toBeNull();
    expect(embedProof(`?customer_hash=abc123&signature=${signature}`)).toBeNull();
    expect(embedProof('?customer_hash=abc123')).toBeNull();
    expect(embedProof('')).toBeNull();
  });

  it('names url and cookie the embedding sources', () => {
    expect(['none', 'localStorage', 'url', 'user', 'cookie'].filter(isEmbeddingSource)).toEqual([
      'url',
      'cookie',
    ]);
  });
});

describe('currentCustomerHash', () => {
  afterEach(() => {
    forgetStoredCustomerHash();
    vi.unstubAllGlobals();
    setUserCustomerHash(null);
    setCookieLookup(null);
  });

  function stubWindow(search: string, items: Record<string, string>) {
    vi.stubGlobal('window', {
      location: { origin: 'http://app.test', search },
      localStorage: {
        getItem: (key: string) => items[key] ?? null,
        setItem: (key: string, value: string) => {
          items[key] = value;
        },
        removeItem: (key: string) => {
          delete items[key];
        },
      },
    });
  }

  it('stores a hash received in the URL with its source, and keeps reading it as url', () => {
    const items: Record<string, string> = {};
    stubWindow('?customer_hash=shop-42', items);
    expect(currentCustomerHash()).toMatchObject({ customerHash: 'shop-42', source: 'url' });
    expect(items).toEqual({ customerHash: 'shop-42', customerHashSource: 'url' });
    stubWindow('', items);
    expect(currentCustomerHash()).toMatchObject({ customerHash: 'shop-42', source: 'url' });
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

  it('stores an authenticated cookie answer, and falls back to an unauthenticated one in memory only', () => {
    const items: Record<string, string> = {};
    stubWindow('', items);
    setCookieLookup({ customerHash: 'guest-1', authenticated: false });
    expect(getCustomerHash()).toBe('guest-1');
    expect(items.customerHash).toBeUndefined();
    setCookieLookup({ customerHash: 'store-7', authenticated: true });
    expect(currentCustomerHash()).toMatchObject({ customerHash: 'store-7', source: 'cookie' });
    expect(items).toEqual({ customerHash: 'store-7', customerHashSource: 'cookie' });
  });

  it('keeps the hash in memory for the page view when storage is blocked (third-party frames)', () => {
    vi.stubGlobal('window', {
      location: { origin: 'http://app.test', search: '?customer_hash=framed-1' },
      get localStorage(): Storage {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    expect(currentCustomerHash()).toMatchObject({ customerHash: 'framed-1', source: 'url' });
    window.location.search = '';
    expect(currentCustomerHash()).toMatchObject({ customerHash: 'framed-1', source: 'url' });
    writeStoredCustomerHash('from-message', 'url');
    expect(readStoredCustomerHash()).toEqual({ stored: 'from-message', storedSource: 'url' });
    forgetStoredCustomerHash();
    expect(currentCustomerHash().source).toBe('none');
  });

  it('a stored hash (e.g. from a parent-page message) wins, until it is forgotten', () => {
    const items: Record<string, string> = {};
    stubWindow('?customer_hash=from-url', items);
    setUserCustomerHash('mine-123');
    writeStoredCustomerHash('from-message', 'url');
    expect(readStoredCustomerHash()).toEqual({ stored: 'from-message', storedSource: 'url' });
    expect(currentCustomerHash()).toMatchObject({ customerHash: 'from-message', source: 'url' });
    forgetStoredCustomerHash();
    stubWindow('', items);
    expect(items).toEqual({});
    expect(currentCustomerHash()).toMatchObject({ customerHash: 'mine-123', source: 'user' });
  });
});
