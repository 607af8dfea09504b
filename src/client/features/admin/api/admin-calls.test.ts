import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerSessionsExport } from './export-sessions.ts';
import { emailSessionsExport } from './export-sessions-by-email.ts';
import { usersExport } from './export-users.ts';
import { sendTestEmail } from './test-email.ts';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('window', {
    location: { origin: 'http://app.test', search: '' },
    localStorage: { getItem: () => null, setItem: () => undefined },
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('admin exports', () => {
  it("fetch their contract's path with the session cookie and answer the file", async () => {
    fetchMock.mockImplementation(async () => new Response('ID,Username', { status: 200 }));
    const blob = await usersExport().fetchFile();
    expect(await blob.text()).toBe('ID,Username');
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/admin/export/users');
    expect(fetchMock.mock.lastCall?.[1]?.credentials).toBe('include');
    await customerSessionsExport('abc123', true).fetchFile();
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/admin/export/sessions/abc123/with-images');
    await emailSessionsExport('a+b@example.com', false).fetchFile();
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/admin/export/sessions/email/a%2Bb%40example.com');
  });
});

describe('sendTestEmail', () => {
  it("posts the form's values and answers the server's reply, checked against the contract", async () => {
    const reply = { method: 'debug', delivered: true, response: { status: 200, body: '{}' } };
    fetchMock.mockImplementation(async () => Response.json(reply));
    await expect(sendTestEmail({ email: 'a@b.co', type: 'reset', method: 'debug' })).resolves.toEqual(reply);
    const [url, init] = fetchMock.mock.lastCall ?? [];
    expect(url).toBe('/api/test-email');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'a@b.co', type: 'reset', method: 'debug' });

    fetchMock.mockImplementation(async () => Response.json({ method: 'carrier-pigeon', delivered: true }));
    await expect(sendTestEmail({ email: 'a@b.co', type: 'reset', method: 'debug' })).rejects.toThrow();
  });
});
