// Lazy images and videos (spec §4 and §9): an image loads when 10% of it is within 50 px of the
// viewport and fades in; a video when it is within 100 px; a failed video says "Video
// unavailable"; an embedded video shows "Click to load video" until it is visible (or clicked).

export const LAZY_IMAGE = { threshold: 0.1, rootMargin: '50px' } as const;
export const LAZY_VIDEO = { threshold: 0, rootMargin: '100px' } as const;
export const VIDEO_UNAVAILABLE = 'Video unavailable';
export const CLICK_TO_LOAD_VIDEO = 'Click to load video';

type Observe = (element: Element, options: IntersectionObserverInit, onVisible: () => void) => void;

/** Calls `onVisible` once, when `element` first intersects with `options`. */
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

/** Loads an `img[data-lazy-src]` near the viewport and fades it in when decoded. */
export function lazyImage(image: HTMLImageElement, observe: Observe = observeOnce): void {
  const reveal = (): void => {
    image.dataset.loaded = 'true';
  };
  const load = (): void => {
    if (image.dataset.lazySrcset) image.srcset = image.dataset.lazySrcset;
    if (image.dataset.lazySrc) image.src = image.dataset.lazySrc;
    if (image.complete && image.naturalWidth > 0) reveal();
    else image.addEventListener('load', reveal, { once: true });
  };
  observe(image, LAZY_IMAGE, load);
}

/** Attaches a `video[data-lazy-src]`'s source near the viewport; says so when it cannot play. */
export function lazyVideo(video: HTMLVideoElement, observe: Observe = observeOnce): void {
  const fail = (): void => {
    const message = video.parentElement?.querySelector<HTMLElement>('[data-video-error]');
    if (message) message.hidden = false;
    video.hidden = true;
  };
  observe(video, LAZY_VIDEO, () => {
    const source = document.createElement('source');
    source.src = video.dataset.lazySrc ?? '';
    source.type = 'video/mp4';
    source.addEventListener('error', fail);
    video.addEventListener('error', fail);
    video.append(source);
    video.load();
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (video.autoplay && !reduced) video.play().catch(() => undefined);
  });
}

/** An embed (`[data-embed-src]` button) becomes its iframe when clicked or visible. */
export function lazyEmbed(button: HTMLButtonElement, observe: Observe = observeOnce): void {
  let loaded = false;
  const load = (): void => {
    if (loaded) return;
    loaded = true;
    const frame = document.createElement('iframe');
    frame.src = button.dataset.embedSrc ?? '';
    frame.title = button.dataset.embedTitle ?? 'Video';
    frame.allow = 'accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen';
    frame.loading = 'lazy';
    frame.className = button.className;
    frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
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
