import { describe, expect, it } from 'vitest';
import { recentSessionsQuery } from '#client/features/profile/api/recent-sessions.ts';
import { queryClient } from './query-client.ts';

describe('stale times (spec section 9)', () => {
  it('never stale on the tracker by default, nothing retried, no refetch on focus', () => {
    const { queries, mutations } = queryClient.getDefaultOptions();
    expect(queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(queries?.retry).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(mutations?.retry).toBe(false);
    // Writes run offline too, straight into the outbox (docs/decisions/032), never paused.
    expect(mutations?.networkMode).toBe('always');
  });

  it('stale time 0 on the account screens', () => {
    expect(recentSessionsQuery('abc').staleTime).toBe(0);
  });
});
