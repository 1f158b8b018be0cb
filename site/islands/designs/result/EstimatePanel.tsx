// A design's estimate on its result page, for its owner: the range from their price table and the
// words they wrote for clients. With a table but no real size it says the size is unknown; without
// a table (every homeowner) or with estimates switched off for this page it shows nothing.
import { type Design, DIMENSIONS_TEXT, formatEstimate } from '@poolscape/shared';
import { useDesignEstimate } from '../../pricing/pricing-api.ts';

export function EstimatePanel({ design }: { design: Design }) {
  const { data } = useDesignEstimate(design);
  if (!data || (!data.estimate && data.reason !== 'no-dimensions')) return null;
  return (
    <section
      aria-labelledby="estimate-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="design-estimate"
    >
      <h2 id="estimate-heading" className="text-lg font-semibold text-slate-900">
        Estimate
      </h2>
      {data.estimate ? (
        <>
          <p className="mt-2 text-2xl font-bold text-slate-900">{formatEstimate(data.estimate)}</p>
          <p className="mt-1 text-sm text-slate-700">{data.estimate.text}</p>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          {DIMENSIONS_TEXT.unknown} The estimate needs the pool’s size.
        </p>
      )}
    </section>
  );
}
