// Lazy images and videos: an image loads when 10% of it is within 50 px of the
// viewport and fades in; a video gets its source when it is within 100 px; a failed video says
// "Video unavailable"; an embedded video shows "Click to load video" until it is visible (or
// clicked). Visitors who prefer less motion get no autoplay: the poster and a play control.
// Vanilla TypeScript, so pages with lazy media ship a few hundred bytes instead of an island.

export const LAZY_IMAGE = { threshold: 0.1, rootMargin: '50px' } as const;
export const LAZY_VIDEO = { threshold: 0.1, rootMargin: '100px' } as const;
/** When a video's player controls appear: once any of it is in view (see `lazyVideo`). */
export const LAZY_CONTROLS = { threshold: 0, rootMargin: '0px' } as const;
export const VIDEO_UNAVAILABLE = 'Video unavailable';
export const CLICK_TO_LOAD_VIDEO = 'Click to load video';

/** Calls `onVisible` once, when `element` first comes into view as `options` define it. */
export type Observe = (element: Element, options: IntersectionObserverInit, onVisible: () => void) => void;

/**
 * Calls `onVisible` once, when `element` first intersects with `options` (at once without
 * IntersectionObserver).
 */
export const observeOnce: Observe = (element, options, onVisible) => {
  if (typeof IntersectionObserver === 'undefined') {
    onVisible();
    return;
  }
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) {
      observer.disconnect();
      onVisible();
    }
  }, options);
  observer.observe(element);
};

/** Whether the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

export interface LazyMediaOptions {
  observe?: Observe;
  /** Read once per video, when it is wired. */
  reducedMotion?: () => boolean;
}

/**
 * Loads an `img[data-lazy-src]` (and its `data-lazy-srcset`) near the viewport. `data-loaded` is
 * set once it has decoded, which starts the fade-in; `data-failed` when it cannot load, which
 * shows its alternative text in the placeholder.
 */
export function lazyImage(image: HTMLImageElement, { observe = observeOnce }: LazyMediaOptions = {}): void {
  const reveal = (): void => {
    image.dataset.loaded = 'true';
  };
  const fail = (): void => {
    image.dataset.failed = 'true';
  };
  observe(image, LAZY_IMAGE, () => {
    // The placeholder (an empty picture of the right shape) may still report its own load.
    const placeholder = image.currentSrc || image.src;
    const onLoad = (): void => {
      if (image.currentSrc === placeholder) return;
      image.removeEventListener('load', onLoad);
      reveal();
    };
    image.addEventListener('error', fail, { once: true });
    if (image.dataset.lazySrcset) image.srcset = image.dataset.lazySrcset;
    if (image.dataset.lazySrc) image.src = image.dataset.lazySrc;
    if (image.complete && image.naturalWidth > 0 && image.currentSrc !== placeholder) reveal();
    else image.addEventListener('load', onLoad);
  });
}

function videoType(src: string): string {
  return /\.webm(?:[?#]|$)/i.test(src) ? 'video/webm' : 'video/mp4';
}

/**
 * Attaches a `video[data-lazy-src]`'s source and poster (`data-lazy-poster`) near the viewport,
 * and shows the sibling `[data-video-error]` ("Video unavailable") instead when it cannot play.
 * An `autoplay` video plays by itself unless the visitor prefers less motion: then it keeps its
 * poster and gets the play control.
 *
 * A video marked `data-lazy-controls` gets its player controls, and its label
 * (`data-lazy-label`), once it is in view, or at a keyboard user's first Tab (so Tab stops at
 * every video in order): the first controls on a page bring the browser's own stylesheet for
 * them, which restyles the whole page, a long task on a phone while the page loads.
 */
export function lazyVideo(
  video: HTMLVideoElement,
  { observe = observeOnce, reducedMotion = prefersReducedMotion }: LazyMediaOptions = {},
): void {
  if (video.autoplay && reducedMotion()) {
    video.autoplay = false;
    video.removeAttribute('autoplay');
    video.controls = true;
    video.dataset.reducedMotion = 'true';
  }
  const fail = (): void => {
    const message = video.parentElement?.querySelector<HTMLElement>('[data-video-error]');
    if (message) message.hidden = false;
    video.hidden = true;
    video.dataset.failed = 'true';
  };
  observe(video, LAZY_VIDEO, () => {
    if (video.dataset.lazyPoster) video.poster = video.dataset.lazyPoster;
    const src = video.dataset.lazySrc ?? '';
    const source = video.ownerDocument.createElement('source');
    source.src = src;
    source.type = videoType(src);
    // A <source> that fails reports it on itself; a `src` attribute would on the video.
    source.addEventListener('error', fail);
    video.addEventListener('error', fail);
    video.append(source);
    video.load();
    // Browsers may refuse to autoplay (data saver, power saving): the poster then stays.
    if (video.autoplay) video.play().catch(() => undefined);
  });
  if (video.dataset.lazyControls !== undefined) {
    const doc = video.ownerDocument;
    const showControls = (): void => {
      doc.removeEventListener('keydown', onTab);
      if (video.dataset.lazyLabel) video.setAttribute('aria-label', video.dataset.lazyLabel);
      video.controls = true;
    };
    const onTab = (event: KeyboardEvent): void => {
      if (event.key === 'Tab') showControls();
    };
    doc.addEventListener('keydown', onTab);
    observe(video, LAZY_CONTROLS, showControls);
  }
}

/** An embed (`button[data-embed-src]`) becomes its iframe when it is clicked or comes into view. */
export function lazyEmbed(button: HTMLButtonElement, { observe = observeOnce }: LazyMediaOptions = {}): void {
  let loaded = false;
  const load = (): void => {
    if (loaded) return;
    loaded = true;
    const frame = button.ownerDocument.createElement('iframe');
    frame.src = button.dataset.embedSrc ?? '';
    frame.title = button.dataset.embedTitle ?? 'Video';
    frame.allow = 'accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen';
    frame.allowFullscreen = true;
    frame.className = button.className;
    // The embedding page's address is not the video host's business beyond its origin.
    frame.referrerPolicy = 'strict-origin-when-cross-origin';
    button.replaceWith(frame);
  };
  button.addEventListener('click', load);
  observe(button, LAZY_VIDEO, load);
}

/** Wires every lazy image, video and embed under `root` (each once, however often it is called). */
export function initLazyMedia(root: ParentNode = document): void {
  const fresh = <T extends HTMLElement>(selector: string): T[] =>
    [...root.querySelectorAll<T>(selector)].filter((element) => {
      if (element.dataset.lazyReady) return false;
      element.dataset.lazyReady = 'true';
      return true;
    });
  for (const image of fresh<HTMLImageElement>('img[data-lazy-src]')) lazyImage(image);
  for (const video of fresh<HTMLVideoElement>('video[data-lazy-src]')) lazyVideo(video);
  for (const button of fresh<HTMLButtonElement>('button[data-embed-src]')) lazyEmbed(button);
}
