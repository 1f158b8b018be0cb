/**
 * The TanStack Query client shared by all islands (one client, so they share one cache), with
 * the site's cache defaults.
 *
 * Defaults are conservative on purpose: authentication calls must not be retried (a retried login
 * or a retried 401 only repeats the failure), and data is refetched only when a screen asks for it.
 * A query that needs other behaviour, such as the user query that refetches on window focus, says
 * so in its own options.
 */
import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client.ts';

/** Cached data counts as fresh for 5 minutes. */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;

/** Unused cached data is discarded after 10 minutes. */
export const QUERY_GC_TIME_MS = 10 * 60 * 1000;

/** Build a query client with the site's defaults; tests and {@link getQueryClient} use it. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

let sharedClient: QueryClient | null = null;

/**
 * The one client every island shares, created on first use. Islands hydrate separately, so a
 * module-level singleton is what lets them share one cache in the browser.
 *
 * Security: on the server a module singleton would outlive the request and could carry one
 * visitor's cached data into another visitor's page, so server rendering gets a fresh client on
 * every call instead.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  sharedClient ??= createQueryClient();
  return sharedClient;
}
