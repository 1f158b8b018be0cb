// A toast for each badge the user has earned and not been told of, once: shown, then marked seen
// on the server (so another tab or a reload does not show it again). Badges are read again on
// every screen change of the signed-in app.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from '../../stores/toasts.ts';
import { badgeQueryKey, markBadgesSeen, useBadges } from './badge-api.ts';

export function useBadgeToasts(path: string): void {
  const queryClient = useQueryClient();
  const badges = useBadges();
  const told = useRef(new Set<string>());

  useEffect(() => {
    void path;
    void queryClient.invalidateQueries({ queryKey: badgeQueryKey });
  }, [path, queryClient]);

  useEffect(() => {
    const fresh = (badges.data ?? []).filter(
      (badge) => badge.earned && !badge.seen && !told.current.has(badge.key),
    );
    if (fresh.length === 0) return;
    for (const badge of fresh) {
      told.current.add(badge.key);
      toast({ title: `Badge earned: ${badge.name}`, description: badge.description });
    }
    void markBadgesSeen(fresh.map((badge) => badge.key)).catch(() => undefined);
  }, [badges.data]);
}
