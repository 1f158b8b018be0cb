// The signed-in user: `GET /api/simple/user`, fresh for 5 min and kept 10 min, never retried and
// refetched on window focus, only while a token exists. A 401 signs the client out.

import { useStore } from '@nanostores/react';
import type { User } from '@poolscape/shared';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../lib/api-client.ts';
import { QUERY_GC_TIME_MS, QUERY_STALE_TIME_MS } from '../lib/query-client.ts';
import { $authToken } from '../stores/auth-token.ts';

export const CURRENT_USER_KEY = ['/api/simple/user'] as const;

export function useCurrentUser() {
  const token = useStore($authToken);
  const query = useQuery<User | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn<User>({ on401: 'returnNull' }),
    enabled: Boolean(token),
    staleTime: QUERY_STALE_TIME_MS,
    gcTime: QUERY_GC_TIME_MS,
    retry: false,
    refetchOnWindowFocus: true,
  });
  return {
    token,
    user: token ? (query.data ?? null) : null,
    loading: Boolean(token) && query.isPending,
    error: query.error,
  };
}
