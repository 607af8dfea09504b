import { describe, expect, it } from 'vitest';
import { isUsable, PERSISTED_MAX_AGE_MS, shouldKeepQuery } from './query-persistence.ts';

const query = (queryKey: unknown[], status: 'success' | 'error' | 'pending', data: unknown) =>
  ({ queryKey, state: { status, data } }) as unknown as Parameters<typeof shouldKeepQuery>[0];

describe('the copy of the last data seen', () => {
  it("keeps the customer's loaded lists, not the admin's data, photos or failures", () => {
    expect(shouldKeepQuery(query(['/api/sessions', 'list', 'all', 5, 'hash'], 'success', []))).toBe(true);
    expect(shouldKeepQuery(query(['/api/user'], 'success', null))).toBe(true);
    expect(shouldKeepQuery(query(['/api/admin/users', 1], 'success', []))).toBe(false);
    expect(shouldKeepQuery(query(['/api/photos', 'full', '1'], 'success', new Blob(['x'])))).toBe(false);
    expect(shouldKeepQuery(query(['/api/sessions'], 'error', undefined))).toBe(false);
    expect(shouldKeepQuery(query(['/api/sessions'], 'pending', undefined))).toBe(false);
  });

  it('is read back only by the build that wrote it, with an owner, within two weeks', () => {
    const now = Date.UTC(2026, 10, 22);
    const record = {
      build: 'dev',
      owner: 'user:alice',
      savedAt: now - 1000,
      state: { mutations: [], queries: [] },
    };
    expect(isUsable(record, now)).toBe(true);
    expect(isUsable({ ...record, build: 'older' }, now)).toBe(false);
    expect(isUsable({ ...record, owner: '' }, now)).toBe(false);
    expect(isUsable({ ...record, savedAt: now - PERSISTED_MAX_AGE_MS - 1 }, now)).toBe(false);
    expect(isUsable(undefined, now)).toBe(false);
  });
});
