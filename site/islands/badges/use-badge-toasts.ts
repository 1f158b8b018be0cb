// A toast for each badge the user has earned and not been told of, newest first: each is marked
// seen on the server once it shows (so another tab or a reload does not show it again). Badges
// are read again on every screen change of the signed-in app. Only one toast shows at a time, so a
// badge waits for the toast on screen to go: it never hides what the user's own action just said.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { $toasts, toast } from '../../stores/toasts.ts';
import { badgeQueryKey, markBadgesSeen, useBadges } from './badge-api.ts';

/** Resolves once no toast is open. */
function whenQuiet(): Promise<void> {
  const quiet = () => !$toasts.get().some((entry) => entry.open);
  if (quiet()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = $toasts.listen(() => {
      if (!quiet()) return;
      stop();
      resolve();
    });
  });
}

export function useBadgeToasts(path: string): void {
  const queryClient = useQueryClient();
  const badges = useBadges();
  const told = useRef(new Set<string>());

  useEffect(() => {
    void path;
    void queryClient.invalidateQueries({ queryKey: badgeQueryKey });
  }, [path, queryClient]);

  useEffect(() => {
    const fresh = (badges.data ?? [])
      .filter((badge) => badge.earned && !badge.seen && !told.current.has(badge.key))
      .sort((a, b) => (b.earnedAt ?? '').localeCompare(a.earnedAt ?? ''));
    for (const badge of fresh) told.current.add(badge.key);
    void (async () => {
      for (const badge of fresh) {
        await whenQuiet();
        toast({ title: `Badge earned: ${badge.name}`, description: badge.description });
        await markBadgesSeen([badge.key]).catch(() => undefined);
      }
    })();
  }, [badges.data]);
}
