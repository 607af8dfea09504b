import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_CONFIG_KEY, appConfigQuery } from './app-config.ts';

const CONFIG = {
  devices: [{ label: 'Aloe Vera Gel', kind: 'care' }],
  storeUrl: 'https://store.example',
  storeName: 'Store',
  storeOrigin: null,
  storePlatform: 'shopify',
  quickHideUrl: 'https://www.wikipedia.org/',
};

describe('the shared app-config query', () => {
  const fetchMock = vi.fn();
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

  it('asks GET /api/app-config once for every feature, under one key', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(CONFIG), { status: 200 }));
    const client = new QueryClient();
    const [first, second] = await Promise.all([
      client.fetchQuery(appConfigQuery()),
      client.fetchQuery(appConfigQuery()),
    ]);
    expect(first).toEqual(CONFIG);
    expect(second).toBe(first);
    expect(await client.fetchQuery(appConfigQuery())).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/app-config');
    expect(client.getQueryData(APP_CONFIG_KEY)).toEqual(CONFIG);
  });

  it('refuses an answer that is not the contract shape', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ ...CONFIG, storeUrl: 7 }), { status: 200 }));
    await expect(new QueryClient().fetchQuery(appConfigQuery())).rejects.toThrow();
  });
});
