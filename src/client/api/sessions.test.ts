import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchPhoto } from './photos.ts';
import {
  createSession,
  deleteSession,
  fetchHistoryPage,
  fetchSessions,
  historyQuery,
  sessionKeys,
  sessionQuery,
  sessionStatsQuery,
  sessionsQuery,
} from './sessions.ts';

const SESSION = {
  id: 7,
  device: 'Pills',
  duration: 5,
  weight: null,
  length: null,
  girth: null,
  measurementUnit: 'inches',
  notes: '',
  imageUrl: null,
  date: '2026-11-20T12:00:00.000Z',
  day: null,
};

describe('the sessions query keys', () => {
  it('are one per resource: the profile and the tracker share a list, and a save refreshes everything', () => {
    // The profile's recent list and the tracker's list of the same kind and size are one cache entry.
    expect(sessionsQuery('all', 6, 'hash1').queryKey).toEqual(['/api/sessions', 'list', 'all', 6, 'hash1']);
    for (const key of [
      sessionsQuery('measurements', 50, 'hash1').queryKey,
      sessionStatsQuery('Europe/Paris', 'hash1').queryKey,
      sessionQuery('7', 'hash1').queryKey,
      historyQuery('measurements', 'Pills', 'hash1').queryKey,
    ]) {
      expect(key.slice(0, sessionKeys.all.length)).toEqual([...sessionKeys.all]);
    }
  });

  it('wait for a customer hash', () => {
    expect(sessionsQuery('all', 6, null).enabled).toBe(false);
    expect(sessionStatsQuery('UTC', null).enabled).toBe(false);
    expect(sessionQuery('7', 'hash1').enabled).toBe(true);
    expect(sessionQuery(null, 'hash1').enabled).toBe(false);
    expect(historyQuery('all', null, null).enabled).toBe(false);
  });

  it('keep each history filter apart, and follow the cursor a page gives', () => {
    expect(historyQuery('all', null, 'hash1').queryKey).toEqual([
      '/api/sessions',
      'history',
      'all',
      null,
      'hash1',
    ]);
    expect(historyQuery('all', 'Pills', 'hash1').queryKey).not.toEqual(
      historyQuery('all', null, 'hash1').queryKey,
    );
    const options = historyQuery('all', null, 'hash1');
    expect(options.getNextPageParam({ entries: [], nextCursor: 'abc' }, [], null, [])).toBe('abc');
    expect(options.getNextPageParam({ entries: [], nextCursor: null }, [], null, [])).toBeNull();
  });
});

describe('the sessions calls', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('window', {
      location: { origin: 'http://app.test', search: '' },
      localStorage: {
        getItem: (key: string) => (key === 'customerHash' ? 'abc123' : null),
        setItem: () => {},
      },
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('ask for the list by its contract and parse the answer', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify([SESSION]), { status: 200 }));
    await expect(fetchSessions('all', 1)).resolves.toEqual([SESSION]);
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/sessions?limit=1&kind=all&customer_hash=abc123');
    fetchMock.mockResolvedValue(new Response(JSON.stringify([{ ...SESSION, date: 'yesterday' }])));
    await expect(fetchSessions('all', 1)).rejects.toThrow();
  });

  it('ask for a history page with its filters and cursor, and nothing they do not set', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ entries: [{ ...SESSION, checkin: null }], nextCursor: 'c1' })),
    );
    await expect(fetchHistoryPage('all', null, null)).resolves.toEqual({
      entries: [{ ...SESSION, checkin: null }],
      nextCursor: 'c1',
    });
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/sessions/history?kind=all&customer_hash=abc123');
    await fetchHistoryPage('measurements', 'Aloe Vera Gel', 'c1');
    expect(fetchMock.mock.lastCall?.[0]).toBe(
      '/api/sessions/history?kind=measurements&device=Aloe+Vera+Gel&cursor=c1&customer_hash=abc123',
    );
  });

  it('send a measurement as JSON, a session as multipart, and delete by id', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(SESSION), { status: 201 }));
    const form = new FormData();
    form.set('device', 'Pills');
    await expect(createSession(form)).resolves.toEqual(SESSION);
    expect(fetchMock.mock.lastCall?.[1]).toMatchObject({ method: 'POST', body: form });
    await createSession({ device: 'Measurement Update', duration: 0, length: 6 });
    expect(fetchMock.mock.lastCall?.[1]).toMatchObject({
      method: 'POST',
      body: expect.stringContaining('"length":6'),
    });
    const headers = () => new Headers(fetchMock.mock.lastCall?.[1]?.headers as HeadersInit);
    expect(headers().has('Idempotency-Key')).toBe(false);
    await createSession(form, 'key-for-the-form-1');
    expect(headers().get('Idempotency-Key')).toBe('key-for-the-form-1');
    await createSession({ device: 'Measurement Update', duration: 0, length: 6 }, 'key-for-the-json-1');
    expect(headers().get('Idempotency-Key')).toBe('key-for-the-json-1');
    expect(headers().get('Content-Type')).toBe('application/json');
    fetchMock.mockImplementation(async () => new Response('{"message":"Session deleted"}', { status: 200 }));
    await deleteSession(7, 'key-for-the-delete');
    expect(headers().get('Idempotency-Key')).toBe('key-for-the-delete');
    await deleteSession(7);
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/sessions/7?customer_hash=abc123');
    expect(fetchMock.mock.lastCall?.[1]).toMatchObject({ method: 'DELETE' });
  });

  it('read a photo by the id in its imageUrl, and refuse any other URL', async () => {
    fetchMock.mockResolvedValue(new Response(new Blob(['png']), { status: 200 }));
    const id = 'ab'.repeat(16);
    await expect(fetchPhoto(`/api/photos/${id}`)).resolves.toBeInstanceOf(Blob);
    expect(fetchMock.mock.lastCall?.[0]).toBe(`/api/photos/${id}?customer_hash=abc123`);
    await expect(fetchPhoto('https://elsewhere.example/x.png')).rejects.toThrow();
  });
});
