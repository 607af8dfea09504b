import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { PublicUser } from '#shared/schemas/auth.ts';
import { apiGet, apiRequest, hasStatus } from './request.ts';
import { toast } from './toast.ts';

export const USER_QUERY_KEY = ['/api/user'] as const;

/** GET /api/user; a 401 means "nobody is signed in", not an error. */
export async function fetchUser(): Promise<PublicUser | null> {
  try {
    return await apiGet<PublicUser>('/api/user');
  } catch (err) {
    if (hasStatus(err, 401)) return null;
    throw err;
  }
}

/** The signed-in user: data is null when signed out, undefined while loading. */
export function useUser() {
  return useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: fetchUser,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/logout. */
export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}

/** Logs out, forgets the user and everything cached for them, and goes to /auth even on failure. */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: logout,
    onError: () => {
      toast({ title: 'Logout failed', description: 'Please try again', variant: 'destructive' });
    },
    onSettled: () => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      // This is intimate data: nothing of the previous user may linger in the cache.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
      navigate('/auth');
    },
  });
}
