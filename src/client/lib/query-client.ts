import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiGet } from './request.ts';

/** Default query: the first key element is the API path, e.g. useQuery({ queryKey: ['/api/sessions'] }). */
const getByKey: QueryFunction = ({ queryKey }) => {
  const [path] = queryKey;
  if (typeof path !== 'string') throw new Error('The first query key element must be an API path');
  return apiGet(path);
};

/** Spec section 9: never stale, no refetch on focus or interval, nothing retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getByKey,
        staleTime: 0,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
