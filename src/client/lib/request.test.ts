import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCookieLookup, setUserCustomerHash } from './customer-hash.ts';
import {
  apiGet,
  apiGetBlob,
  apiRequest,
  apiSend,
  apiSendForm,
  errorMessage,
  HttpError,
  withCustomerHash,
} from './request.ts';
import { setStoreSessionToken } from './store-session.ts';

function stubStorage(items: Record<string, string>, search = '') {
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

describe('HttpError and errorMessage', () => {
  it('formats status and body, falling back to the status text', () => {
    expect(new HttpError(409, 'Conflict', '{"message":"Taken"}').message).toBe('409: {"message":"Taken"}');
    expect(new HttpError(500, 'Internal Server Error', '').message).toBe('500: Internal Server Error');
  });

  it("extracts the server's message, or null", () => {
    expect(errorMessage(new HttpError(429, '', '{"message":"try again in 15 minutes"}'))).toBe(
      'try again in 15 minutes',
    );
    expect(errorMessage(new HttpError(500, 'Internal Server Error', ''))).toBeNull();
    expect(errorMessage(new TypeError('Failed to fetch'))).toBeNull();
    expect(errorMessage('nope')).toBeNull();
  });
});

describe('customer_hash query parameter', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is added to ordinary paths, keeping an existing query', () => {
    stubStorage({ customerHash: 'abc123' });
    expect(withCustomerHash('/api/sessions', [])).toBe('/api/sessions?customer_hash=abc123');
    expect(withCustomerHash('/api/reset-password?token=t', [])).toBe(
      '/api/reset-password?token=t&customer_hash=abc123',
    );
  });

  it('is skipped for excluded paths, the auth-page marker, short or missing hashes', () => {
    stubStorage({ customerHash: 'abc123' });
    expect(withCustomerHash('/api/login', ['/api/login'])).toBe('/api/login');
    stubStorage({ customerHash: 'auth' });
    expect(withCustomerHash('/api/sessions', [])).toBe('/api/sessions');
    stubStorage({ customerHash: 'ab' });
    expect(withCustomerHash('/api/sessions', [])).toBe('/api/sessions');
    stubStorage({});
    expect(withCustomerHash('/api/sessions', [])).toBe('/api/sessions');
  });
});

describe('customer_hash from every source of spec section 4', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setUserCustomerHash(null);
    setCookieLookup(null);
  });

  it('comes from the URL (customer_hash or customerHash), the user and the cookie lookup', () => {
    stubStorage({}, '?customerHash=from-url');
    expect(withCustomerHash('/api/sessions', [])).toBe('/api/sessions?customer_hash=from-url');
    stubStorage({});
    setUserCustomerHash('user-hash');
    expect(withCustomerHash('/api/sessions', [])).toBe('/api/sessions?customer_hash=user-hash');
    setUserCustomerHash(null);
    setCookieLookup({ customerHash: 'store-hash', authenticated: true });
    expect(withCustomerHash('/api/sessions/stats?tz=UTC', [])).toBe(
      '/api/sessions/stats?tz=UTC&customer_hash=store-hash',
    );
  });

  it('follows the order: storage before the URL before the user', () => {
    stubStorage({ customerHash: 'stored', customerHashSource: 'url' }, '?customer_hash=from-url');
    setUserCustomerHash('user-hash');
    expect(withCustomerHash('/api/sessions', [])).toBe('/api/sessions?customer_hash=stored');
  });

  it('keeps the skip lists and never sends the auth-page marker, whatever the source', () => {
    stubStorage({}, '?customer_hash=from-url');
    expect(withCustomerHash('/api/user/customer-hash', ['/api/user'])).toBe('/api/user/customer-hash');
    stubStorage({});
    setCookieLookup({ customerHash: 'auth', authenticated: true });
    expect(withCustomerHash('/api/customer/logout', [])).toBe('/api/customer/logout');
  });
});

describe('apiRequest and apiGet', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    stubStorage({ customerHash: 'abc123' });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('writes send JSON with credentials; /api/logout and /api/forgot-password skip the hash', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/forgot-password', { email: 'a@b.co' });
    expect(fetchMock).toHaveBeenLastCalledWith('/api/forgot-password', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@b.co"}',
    });
    await apiRequest('POST', '/api/resend-verification');
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/resend-verification?customer_hash=abc123');
  });

  it('reads skip the hash for /api/user and throw on 401', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"Not authenticated"}', { status: 401 }));
    await expect(apiGet('/api/user')).rejects.toThrow('401: {"message":"Not authenticated"}');
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/user');
  });

  it('multipart writes leave the Content-Type to the browser and keep credentials and the hash', async () => {
    fetchMock.mockResolvedValue(new Response('{"id":7}', { status: 201 }));
    const form = new FormData();
    form.set('device', 'Pills');
    await expect(apiSendForm('POST', '/api/sessions', form)).resolves.toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.lastCall ?? [];
    expect(url).toBe('/api/sessions?customer_hash=abc123');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: form });
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('sends the store session token as a bearer header on reads, writes and files, until it is forgotten', async () => {
    setStoreSessionToken('store-session-token-0123456789');
    fetchMock.mockImplementation(async () => new Response('{}', { status: 200 }));
    await apiGet('/api/sessions');
    expect(fetchMock.mock.lastCall?.[1].headers).toMatchObject({
      Authorization: 'Bearer store-session-token-0123456789',
    });
    await apiSend('POST', '/api/sessions', { device: 'x' });
    expect(fetchMock.mock.lastCall?.[1].headers).toMatchObject({
      Authorization: 'Bearer store-session-token-0123456789',
      'Content-Type': 'application/json',
    });
    await apiGetBlob('/api/sessions/export');
    expect(fetchMock.mock.lastCall?.[1].headers).toEqual({
      Authorization: 'Bearer store-session-token-0123456789',
    });
    setStoreSessionToken(null);
    await apiGet('/api/sessions');
    expect(fetchMock.mock.lastCall?.[1].headers).not.toHaveProperty('Authorization');
  });

  it('file reads keep credentials and the hash, and throw the status and body', async () => {
    fetchMock.mockResolvedValue(new Response('ID,Username', { status: 200 }));
    const blob = await apiGetBlob('/api/sessions/export');
    expect(await blob.text()).toBe('ID,Username');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/sessions/export?customer_hash=abc123', {
      credentials: 'include',
      headers: {},
    });
    fetchMock.mockResolvedValue(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    const failure = await apiGetBlob('/api/sessions/export').catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 500, statusText: 'Internal Server Error' });
  });

  it('multipart writes throw the status and body on failure', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"Image too large"}', { status: 413 }));
    await expect(apiSendForm('PUT', '/api/sessions/1', new FormData())).rejects.toThrow(
      '413: {"message":"Image too large"}',
    );
  });
});
