// The landing page's demo video at the top of /admin/videos: what the CMS has now (a YouTube embed
// or a video file of the site, played here), or that none is set, with a link to edit it in the
// CMS admin. The site shows a change after its next build.
import { ADMIN_VIDEO_TEXT } from '@poolscape/shared';
import { CONTENT_TEXT } from '@poolscape/shared/content-text';
import { errorMessage } from '../../lib/api-client.ts';
import { secondaryButton } from '../../ui/buttons.ts';
import { ErrorText } from '../../ui/states.tsx';
import { LANDING_VIDEO_EDIT_URL, useLandingVideo } from './admin-videos-api.ts';

export function LandingDemoVideo() {
  const landing = useLandingVideo();
  const video = landing.data;
  return (
    <section
      aria-labelledby="landing-video-heading"
      className="mt-4 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
      data-testid="landing-video"
    >
      <div className="aspect-video overflow-hidden rounded-xl bg-slate-900">
        {landing.isPending && (
          <p role="status" className="flex h-full items-center justify-center text-sm text-slate-200">
            Loading the demo video
          </p>
        )}
        {video?.videoType === 'youtube' && (
          <iframe
            src={video.videoUrl}
            title={video.title}
            className="h-full w-full"
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
        {video?.videoType === 'other' && (
          // biome-ignore lint/a11y/useMediaCaption: the demo video has no speech to caption
          <video
            src={video.videoUrl}
            controls
            playsInline
            preload="metadata"
            className="h-full w-full object-contain"
            aria-label={video.title}
          />
        )}
        {(video === null || landing.isError) && (
          <p className="flex h-full items-center justify-center p-4 text-center text-base font-semibold text-white">
            {CONTENT_TEXT.videoComingSoon}
          </p>
        )}
      </div>
      <div className="grid content-start gap-2 text-sm">
        <h2 id="landing-video-heading" className="text-lg font-semibold text-slate-900">
          {ADMIN_VIDEO_TEXT.landingHeading}
        </h2>
        {landing.isError && (
          <ErrorText message={errorMessage(landing.error, ADMIN_VIDEO_TEXT.landingError)} />
        )}
        {video === null && <p className="text-slate-700">{ADMIN_VIDEO_TEXT.landingNone}</p>}
        {video && (
          <>
            <p className="font-medium text-slate-900">{video.title}</p>
            <p className="text-slate-600">
              {video.videoType === 'youtube' ? 'YouTube video' : 'Video file'}:{' '}
              <span className="break-all">{video.videoUrl}</span>
            </p>
          </>
        )}
        <p className="text-slate-600">The landing page shows a change after the site's next build.</p>
        <a href={LANDING_VIDEO_EDIT_URL} target="_blank" rel="noopener" className={`mt-2 ${secondaryButton}`}>
          {ADMIN_VIDEO_TEXT.landingEdit}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
