// The design studio's data, through the one TanStack Query client: samples, credits, a design and
// the library's pages. Designs being rendered are re-read while a screen shows them (see the
// result screen for the socket that makes this rarely needed).
import type { Design } from '@poolscape/shared';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import {
  type DesignList,
  type DesignListQuery,
  designQueryKeys,
  fetchCredits,
  fetchDesign,
  fetchDesignList,
  fetchSamples,
} from './design-api.ts';
import { isInProgress } from './progress.ts';

/** How often a list with designs still rendering is re-read. */
export const LIST_POLL_MS = 3000;

export function useSamples() {
  return useQuery({
    queryKey: designQueryKeys.samples,
    queryFn: ({ signal }) => fetchSamples(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The plan and its use this period; always re-read when a screen opens (it changes with every design). */
export function useCredits() {
  return useQuery({
    queryKey: designQueryKeys.credits,
    queryFn: ({ signal }) => fetchCredits(signal),
    refetchOnMount: 'always',
  });
}

/** A design; while it renders it is re-read every `pollMs()` (read again after each answer). */
export function useDesign(id: string, pollMs: () => number | false) {
  return useQuery({
    queryKey: designQueryKeys.detail(id),
    queryFn: ({ signal }) => fetchDesign(id, signal),
    // Coming back to a design shows where its render is now, not where it was.
    refetchOnMount: 'always',
    refetchInterval: (query) => {
      const design = query.state.data;
      return design && isInProgress(design.status) ? pollMs() : false;
    },
  });
}

export function useDesignList(query: DesignListQuery) {
  return useQuery({
    queryKey: designQueryKeys.list(query),
    queryFn: ({ signal }) => fetchDesignList(query, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
    refetchInterval: (current) =>
      current.state.data?.items.some((item) => isInProgress(item.status)) ? LIST_POLL_MS : false,
  });
}

/** After a design was made, changed or deleted: lists and credits are re-read, the design kept. */
export function rememberDesign(client: QueryClient, design: Design): void {
  client.setQueryData(designQueryKeys.detail(design.id), design);
  void client.invalidateQueries({ queryKey: designQueryKeys.lists });
}

export function refreshAfterSubmit(client: QueryClient, design: Design): void {
  rememberDesign(client, design);
  void client.invalidateQueries({ queryKey: designQueryKeys.credits });
}

export type { DesignList };
