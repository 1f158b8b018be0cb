// The dashboard's badges: every badge, earned ones with when, the others with the progress towards
// them ("3 of 10 designs"), the nearest first.
import type { Badge } from '@poolscape/shared';
import { formatDate } from '../../ui/format.ts';
import { useBadges } from './badge-api.ts';

function BadgeIcon({ earned }: { earned: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`flex size-10 shrink-0 items-center justify-center rounded-full ${earned ? 'bg-amber-100 text-amber-700' : 'bg-slate-100 text-slate-400'}`}
    >
      <svg viewBox="0 0 24 24" className="size-6" fill="currentColor" aria-hidden="true">
        <path d="M12 2l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 16.8 6.1 20l1.3-6.5L2.5 8.9l6.6-.8z" />
      </svg>
    </span>
  );
}

/** Earned first (newest first), then the rest by how close they are. */
function ordered(badges: Badge[]): Badge[] {
  const earned = badges
    .filter((badge) => badge.earned)
    .sort((a, b) => (b.earnedAt ?? '').localeCompare(a.earnedAt ?? ''));
  const next = badges
    .filter((badge) => !badge.earned)
    .sort((a, b) => b.progress.current / b.progress.target - a.progress.current / a.progress.target);
  return [...earned, ...next];
}

export function BadgeDashboard() {
  const badges = useBadges();
  const list = badges.data ?? [];
  const earned = list.filter((badge) => badge.earned).length;
  return (
    <section aria-labelledby="badges" className="mt-8">
      <h2 id="badges" className="text-lg font-semibold text-slate-900">
        Badges
      </h2>
      {badges.isPending && (
        <p className="mt-2 text-sm text-slate-600" role="status">
          Loading your badges...
        </p>
      )}
      {badges.isError && <p className="mt-2 text-sm text-slate-600">Your badges could not be loaded.</p>}
      {list.length > 0 && (
        <>
          <p className="mt-1 text-sm text-slate-600">
            {earned} of {list.length} earned
          </p>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Your badges">
            {ordered(list).map((badge) => (
              <li
                key={badge.key}
                className={`flex gap-3 rounded-xl border p-3 ${badge.earned ? 'border-amber-200 bg-amber-50/50' : 'border-slate-200'}`}
                data-testid={`badge-${badge.key}`}
              >
                <BadgeIcon earned={badge.earned} />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">{badge.name}</p>
                  <p className="text-sm text-slate-600">{badge.description}</p>
                  {badge.earned && badge.earnedAt ? (
                    <p className="mt-1 text-xs font-semibold text-amber-800">
                      Earned {formatDate(badge.earnedAt)}
                    </p>
                  ) : (
                    <>
                      {/* A styled bar: <meter> looks different in every browser. */}
                      {/* biome-ignore lint/a11y/useSemanticElements: a styled bar */}
                      <div
                        role="meter"
                        aria-label={`${badge.name}: progress`}
                        aria-valuemin={0}
                        aria-valuemax={badge.progress.target}
                        aria-valuenow={badge.progress.current}
                        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
                      >
                        <div
                          className="h-full rounded-full bg-brand-600"
                          style={{ width: `${(badge.progress.current / badge.progress.target) * 100}%` }}
                        />
                      </div>
                      <p className="mt-1 text-xs text-slate-600">
                        {badge.progress.current} of {badge.progress.target} {badge.progress.unit}
                      </p>
                    </>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
