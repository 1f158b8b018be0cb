// The signed-in user's badges, through the one query client: read on every screen change and when
// the window regains focus, so a badge earned by what the user just did is noticed at once.
import { type BadgeKey, BadgeListSchema } from '@poolscape/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export const badgeQueryKey = ['badges'] as const;

export const fetchBadges = (signal?: AbortSignal) =>
  apiRequest('GET', '/api/badges', { schema: BadgeListSchema, signal });

export async function markBadgesSeen(keys: readonly BadgeKey[]): Promise<void> {
  await apiRequest('POST', '/api/badges/seen', { body: { keys } });
}

export function useBadges() {
  return useQuery({
    queryKey: badgeQueryKey,
    queryFn: ({ signal }) => fetchBadges(signal),
    refetchOnWindowFocus: true,
    refetchOnMount: 'always',
  });
}
