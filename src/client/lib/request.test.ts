import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiRequest, apiSendForm, errorMessage, HttpError, withCustomerHash } from './request.ts';

function stubStorage(items: Record<string, string>) {
  vi.stubGlobal('window', {
    location: { origin: 'http://app.test' },
    localStorage: { getItem: (key: string) => items[key] ?? null },
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

  it('multipart writes throw the status and body on failure', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"Image too large"}', { status: 413 }));
    await expect(apiSendForm('PUT', '/api/sessions/1', new FormData())).rejects.toThrow(
      '413: {"message":"Image too large"}',
    );
  });
});
