// The landing page's demo video box: `GET /api/videos/landing-demo`, not
// retried. A YouTube video shows "Click to load video" until it is visible or clicked (its embed
// link comes from the API); a video file plays with controls; no video (404) or a failure shows
// "Video Coming Soon".
import type { LandingVideo } from '@poolscape/shared/content';
import { CONTENT_TEXT } from '@poolscape/shared/content-text';
import { apiRequest } from '../api-client.ts';
import { lazyEmbed, lazyVideo } from '../lazy-media.ts';

export async function fetchLandingDemo(): Promise<LandingVideo | null> {
  try {
    return (await (await apiRequest('GET', '/api/videos/landing-demo')).json()) as LandingVideo;
  } catch {
    return null;
  }
}

export async function initDemoVideo(root: HTMLElement): Promise<void> {
  const stage = root.querySelector<HTMLElement>('[data-stage]');
  const title = root.querySelector<HTMLElement>('[data-title]');
  if (!stage) return;
  // The preview of a draft of the video carries it (lib/cms/previews.ts); visitors ask the API.
  const previewed = root.dataset.previewVideo;
  const video =
    previewed === undefined ? await fetchLandingDemo() : (JSON.parse(previewed) as LandingVideo | null);
  root.dataset.state = video ? video.videoType : 'none';
  if (!video) {
    const soon = document.createElement('p');
    soon.className = 'absolute inset-0 flex items-center justify-center text-xl font-semibold text-white';
    soon.textContent = CONTENT_TEXT.videoComingSoon;
    stage.replaceChildren(soon);
    return;
  }
  if (title) title.textContent = video.title;
  if (video.videoType === 'youtube') {
    const button = document.createElement('button');
    button.type = 'button';
    button.className =
      'absolute inset-0 flex h-full w-full flex-col items-center justify-center gap-3 text-white';
    button.dataset.embedSrc = video.videoUrl;
    button.dataset.embedTitle = video.title;
    button.innerHTML =
      '<svg class="size-14" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true"><path d="M8 5v14l11-7z"/></svg><span class="text-base font-semibold">Click to load video</span>';
    stage.replaceChildren(button);
    lazyEmbed(button);
    return;
  }
  const player = document.createElement('video');
  player.className = 'absolute inset-0 h-full w-full object-cover';
  player.controls = true;
  player.preload = 'none';
  player.playsInline = true;
  player.dataset.lazySrc = video.videoUrl;
  player.setAttribute('aria-label', video.title);
  const error = document.createElement('p');
  error.dataset.videoError = '';
  error.hidden = true;
  error.className = 'absolute inset-0 flex items-center justify-center text-base font-medium text-slate-100';
  error.textContent = 'Video unavailable';
  stage.replaceChildren(player, error);
  lazyVideo(player);
}
