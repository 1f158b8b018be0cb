// The dashboard's design studio parts: the plan's use this period (images and videos, when they
// renew or the trial ends, the way to upgrade) and the six most recent designs, each with a
// teaching empty state.
import { type Credits, DESIGN_TEXT, SUBSCRIPTION_TIER_LABELS } from '@poolscape/shared';
import { useCredits, useDesignList } from '../../lib/designs/queries.ts';
import { AppLink } from '../../lib/router/AppLink.tsx';
import { formatDate } from '../../ui/format.ts';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { UpgradeLink } from '../billing/UpgradeLink.tsx';
import { useOptionLabels } from './design-options.ts';

/** Designs the dashboard shows. */
export const RECENT_DESIGNS = 6;

/** What the subscription modal says when the images have run out (the API's words on a submit). */
function outOfImagesText(credits: Credits): string {
  if (credits.plan !== 'free') return DESIGN_TEXT.quotaExceededPaid;
  return new Date(credits.periodEnd).getTime() <= Date.now()
    ? DESIGN_TEXT.trialEnded
    : DESIGN_TEXT.quotaExceededFree;
}

/** One of the plan's allowances as a bar and a line: "3 of 10 images used · 7 left". */
function UsageMeter({
  noun,
  used,
  limit,
  left,
}: {
  noun: 'image' | 'video';
  used: number;
  limit: number;
  left: number;
}) {
  const plural = `${noun}s`;
  const label = `${noun === 'image' ? 'Images' : 'Videos'} used this period`;
  return (
    <div className="mt-4">
      {/* A styled bar: <meter> looks different in every browser. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a styled bar */}
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={used}
        aria-valuetext={`${used} of ${limit} ${plural} used`}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full ${left === 0 ? 'bg-red-600' : noun === 'image' ? 'bg-brand-600' : 'bg-violet-600'}`}
          style={{ width: `${Math.min(100, (used / Math.max(1, limit)) * 100)}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-slate-800">
        <span className="font-semibold">{used}</span> of {limit} {limit === 1 ? noun : plural} used · {left}{' '}
        left
      </p>
    </div>
  );
}

export function PlanUsage() {
  const credits = useCredits();
  const data = credits.data;
  return (
    <section aria-labelledby="plan-usage" className="rounded-2xl border border-slate-200 p-6">
      <h2 id="plan-usage" className="text-lg font-semibold text-slate-900">
        Images and videos this period
      </h2>
      {!data && (
        <p className="mt-3 text-sm text-slate-600" role="status">
          {credits.isError ? 'Your plan’s use could not be loaded.' : 'Loading your plan...'}
        </p>
      )}
      {data && (
        <>
          <p className="mt-1 text-sm text-slate-600">{SUBSCRIPTION_TIER_LABELS[data.plan]} plan</p>
          <UsageMeter noun="image" used={data.imagesUsed} limit={data.imagesLimit} left={data.imagesLeft} />
          <UsageMeter noun="video" used={data.videosUsed} limit={data.videosLimit} left={data.videosLeft} />
          <p className="mt-1 text-sm text-slate-600">
            {data.plan === 'free' ? 'Your free trial ends on ' : 'Your images and videos renew on '}
            <time dateTime={data.periodEnd}>{formatDate(data.periodEnd)}</time>.
          </p>
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {data.plan !== 'premium' && data.plan !== 'alpha' && (
              <UpgradeLink
                limit="images"
                message={data.imagesLeft === 0 ? outOfImagesText(data) : undefined}
                className="font-semibold text-brand-700 underline"
              >
                {data.imagesLeft === 0 ? 'Upgrade to keep designing' : 'Upgrade for more images'}
              </UpgradeLink>
            )}
            <AppLink href="/buy-credits" className="font-semibold text-brand-700 underline">
              Buy images
            </AppLink>
          </p>
        </>
      )}
    </section>
  );
}

export function RecentDesigns() {
  const labels = useOptionLabels();
  const list = useDesignList({ page: 1, pageSize: RECENT_DESIGNS });
  const items = list.data?.items ?? [];
  return (
    <section aria-labelledby="recent" className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="recent" className="text-lg font-semibold text-slate-900">
          Your recent designs
        </h2>
        {items.length > 0 && (
          <AppLink href="/library" className="text-sm font-semibold text-brand-700 hover:underline">
            See all in your library
          </AppLink>
        )}
      </div>
      {list.isPending && (
        <p className="mt-3 text-sm text-slate-600" role="status">
          Loading your designs...
        </p>
      )}
      {list.isError && <p className="mt-3 text-sm text-slate-600">Your designs could not be loaded.</p>}
      {list.data && items.length === 0 && (
        <div className="mt-3 rounded-2xl border border-dashed border-slate-300 p-8 text-center">
          <p className="mx-auto max-w-md text-sm text-slate-600">
            Designs you create appear here. Start with a photo of the yard taken in daylight from standing
            height, showing the whole area where the pool should go, or try one of our sample backyards.
          </p>
          <AppLink
            href="/design/create"
            className="mt-4 inline-block rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Create your first design
          </AppLink>
        </div>
      )}
      {items.length > 0 && (
        <ul className="mt-3 grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3">
          {items.map((design) => (
            <li key={design.id}>
              <AppLink
                href={`/design/result/${design.id}`}
                className="block overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm hover:border-slate-400"
              >
                {design.thumbnailUrl ? (
                  <img
                    src={design.thumbnailUrl}
                    alt=""
                    className="aspect-[4/3] w-full object-cover"
                    loading="lazy"
                  />
                ) : (
                  <div className="flex aspect-[4/3] w-full items-center justify-center bg-slate-100 text-sm text-slate-500">
                    {design.status === 'failed' ? 'No render' : 'Rendering...'}
                  </div>
                )}
                <div className="p-3">
                  <p className="truncate font-semibold text-slate-900">{design.name}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                    {labels.style[design.style]} · {formatDate(design.createdAt)}
                    <StatusBadge status={design.status} />
                  </p>
                </div>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
