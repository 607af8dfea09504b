import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 9: data is never stale on the tracker (it changes only through this app's own writes, which
 * invalidate what they touch), stale time 0 on the account screens (their queries say so: the user, the
 * profile's sessions, the admin lists); no refetch on focus or interval, nothing retried.
 */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      // A write runs even when the browser says it is offline: it is then kept in the outbox at once
      // (docs/decisions/032) instead of waiting, paused, with its button on 'Logging...'.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
