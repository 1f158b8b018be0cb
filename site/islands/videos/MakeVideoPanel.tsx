// "Make a video" on the result page: a template and a format for the render on screen, what it
// costs and how many videos are left this period, then the video is queued (a retried click is the
// same request, never a second charge). Over the plan's videos the subscription modal offers the
// plans that make more.
import {
  type DesignImage,
  VIDEO_FORMAT_LABELS,
  VIDEO_FORMATS,
  VIDEO_TEMPLATE_DESCRIPTIONS,
  VIDEO_TEMPLATE_LABELS,
  VIDEO_TEMPLATES,
  VIDEO_TEXT,
  type VideoFormat,
  type VideoTemplate,
} from '@poolscape/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { designQueryKeys, quotaExceeded } from '../../lib/designs/design-api.ts';
import { useCredits } from '../../lib/designs/queries.ts';
import { SubmitKeys } from '../../lib/submit-keys.ts';
import { primaryButton } from '../../ui/buttons.ts';
import { ErrorText } from '../../ui/states.tsx';
import { UpgradeLink } from '../billing/UpgradeLink.tsx';
import { rememberVideo, requestVideo } from './video-api.ts';

/** The API's words for a refused request, or a plain fallback. */
function refusalText(error: unknown): string {
  if (error instanceof ApiError) {
    try {
      const body = JSON.parse(error.body) as { message?: unknown };
      if (typeof body.message === 'string') return body.message;
    } catch {
      // Not JSON: the fallback below.
    }
  }
  return 'The video could not be started. Check your connection and try again.';
}

export function MakeVideoPanel({ designId, image }: { designId: string; image: DesignImage }) {
  const queryClient = useQueryClient();
  const credits = useCredits();
  const [template, setTemplate] = useState<VideoTemplate>('reveal');
  const [format, setFormat] = useState<VideoFormat>('16:9');
  const keys = useMemo(() => new SubmitKeys(), []);
  const headingId = useId();
  // Day, dusk and night are redrawn by the built-in renderer, which only its own photographs allow.
  const timesOfDayPossible = image.engine === 'builtin';
  const make = useMutation({
    mutationFn: () =>
      requestVideo(
        designId,
        { imageId: image.id, template, format },
        keys.keyFor({ designId, image: image.id, template, format }),
      ),
    onSuccess: (video) => {
      keys.reset();
      rememberVideo(queryClient, video);
      void queryClient.invalidateQueries({ queryKey: designQueryKeys.credits });
    },
  });
  const left = credits.data?.videosLeft;
  const overLimit = quotaExceeded(make.error);
  const chosen = template === 'day-to-night' && !timesOfDayPossible ? 'reveal' : template;

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Make a video
        </h2>
        <p className="text-sm text-slate-600">
          An MP4 of variation {image.variation}, to send to a client or post.
        </p>
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-slate-800">Template</legend>
        {VIDEO_TEMPLATES.map((key) => {
          const disabled = key === 'day-to-night' && !timesOfDayPossible;
          return (
            <label
              key={key}
              className={`flex gap-3 rounded-xl border p-3 text-sm ${chosen === key ? 'border-brand-500 bg-brand-50' : 'border-slate-200'} ${disabled ? 'opacity-60' : 'cursor-pointer'}`}
            >
              <input
                type="radio"
                name={`${headingId}-template`}
                value={key}
                checked={chosen === key}
                disabled={disabled}
                onChange={() => setTemplate(key)}
                className="mt-1"
              />
              <span>
                <span className="block font-semibold text-slate-900">{VIDEO_TEMPLATE_LABELS[key]}</span>
                <span className="block text-slate-600">
                  {disabled
                    ? 'Only for photographs made by the built-in renderer.'
                    : VIDEO_TEMPLATE_DESCRIPTIONS[key]}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">Format</legend>
        {VIDEO_FORMATS.map((key) => (
          <label
            key={key}
            className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-semibold ${format === key ? 'border-brand-500 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-800'}`}
          >
            <input
              type="radio"
              name={`${headingId}-format`}
              value={key}
              checked={format === key}
              onChange={() => setFormat(key)}
            />
            {VIDEO_FORMAT_LABELS[key]}
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-slate-700" data-testid="video-cost">
        {left === undefined
          ? 'A video uses 1 of your plan’s videos.'
          : `This video uses 1 of your plan’s videos; you have ${left} of ${credits.data?.videosLimit} left this period.`}
      </p>
      {left === 0 && !overLimit && (
        <p className="text-sm text-slate-700">
          You have no videos left this period.{' '}
          <UpgradeLink limit="videos" className="font-semibold text-brand-700 underline">
            Get more videos
          </UpgradeLink>
        </p>
      )}
      {overLimit && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {overLimit.message}{' '}
          <UpgradeLink limit="videos" message={overLimit.message} className="font-semibold underline">
            See the plans
          </UpgradeLink>
        </p>
      )}
      {make.isError && !overLimit && <ErrorText message={refusalText(make.error)} />}
      <div>
        <button
          type="button"
          className={primaryButton}
          disabled={make.isPending || left === 0}
          onClick={() => {
            if (chosen !== template) setTemplate(chosen);
            make.mutate();
          }}
        >
          {make.isPending ? 'Starting your video…' : 'Make video'}
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {make.isSuccess ? VIDEO_TEXT.queued : ''}
      </p>
    </section>
  );
}
