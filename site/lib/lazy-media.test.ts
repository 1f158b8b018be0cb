import { describe, expect, it } from 'vitest';
import {
  CLICK_TO_LOAD_VIDEO,
  LAZY_CONTROLS,
  LAZY_IMAGE,
  LAZY_VIDEO,
  lazyEmbed,
  lazyImage,
  lazyVideo,
  type Observe,
  VIDEO_UNAVAILABLE,
} from './lazy-media.ts';

/** An IntersectionObserver stand-in: remembers what is watched, and `enter()` brings it into view. */
function createFakeObserver() {
  const watched: { element: Element; options: IntersectionObserverInit; onVisible: () => void }[] = [];
  const observe: Observe = (element, options, onVisible) => {
    watched.push({ element, options, onVisible });
  };
  const enter = (): void => {
    for (const entry of watched.splice(0)) entry.onVisible();
  };
  return { observe, watched, enter };
}

/** The page the fake elements are in: it hears the keyboard. */
const fakeDocument = new EventTarget();

/** Just enough of an element for lazy-media: events, dataset, attributes. */
function createFakeElement<T extends object>(fields: T) {
  const target = new EventTarget();
  const attributes = new Map<string, string>();
  const children: unknown[] = [];
  const element = Object.assign(target, {
    dataset: {} as Record<string, string | undefined>,
    hidden: false,
    className: '',
    children,
    append: (...nodes: unknown[]) => children.push(...nodes),
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    getAttribute: (name: string) => attributes.get(name) ?? null,
    removeAttribute: (name: string) => attributes.delete(name),
    hasAttribute: (name: string) => attributes.has(name),
    ownerDocument: Object.assign(fakeDocument, {
      createElement: (tag: string) => createFakeElement({ tagName: tag.toUpperCase(), src: '' }),
    }),
    ...fields,
  });
  return element;
}

const PLACEHOLDER = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 640 360'/%3E";

function createFakeImage() {
  const image = createFakeElement({
    src: PLACEHOLDER,
    currentSrc: PLACEHOLDER,
    srcset: '',
    complete: true,
    naturalWidth: 0,
  });
  image.dataset.lazySrc = '/images/pool-640.webp';
  image.dataset.lazySrcset = '/images/pool-640.webp 640w, /images/pool-1200.webp 1200w';
  return image;
}

describe('a lazy image', () => {
  it('keeps its placeholder until 10% of it is within 50 px of the viewport', () => {
    const { observe, watched } = createFakeObserver();
    const image = createFakeImage();
    lazyImage(image as unknown as HTMLImageElement, { observe });
    expect(watched[0]?.options).toEqual({ threshold: 0.1, rootMargin: '50px' });
    expect(LAZY_IMAGE).toEqual({ threshold: 0.1, rootMargin: '50px' });
    expect(image.src).toBe(PLACEHOLDER);
    expect(image.srcset).toBe('');
  });

  it('loads near the viewport and fades in only once the picture has arrived', () => {
    const { observe, enter } = createFakeObserver();
    const image = createFakeImage();
    lazyImage(image as unknown as HTMLImageElement, { observe });
    enter();
    expect(image.src).toBe('/images/pool-640.webp');
    expect(image.srcset).toContain('1200w');
    // The placeholder's own late load event does not count.
    image.dispatchEvent(new Event('load'));
    expect(image.dataset.loaded).toBeUndefined();
    image.currentSrc = '/images/pool-640.webp';
    image.dispatchEvent(new Event('load'));
    expect(image.dataset.loaded).toBe('true');
  });

  it('shows at once when the picture is already in the cache', () => {
    const { observe, enter } = createFakeObserver();
    const image = createFakeImage();
    lazyImage(image as unknown as HTMLImageElement, { observe });
    Object.defineProperty(image, 'src', {
      set(value: string) {
        image.currentSrc = value;
        image.naturalWidth = 640;
      },
      get: () => image.currentSrc,
    });
    enter();
    expect(image.dataset.loaded).toBe('true');
  });

  it('marks a picture that cannot load, so its alternative text shows', () => {
    const { observe, enter } = createFakeObserver();
    const image = createFakeImage();
    lazyImage(image as unknown as HTMLImageElement, { observe });
    enter();
    image.dispatchEvent(new Event('error'));
    expect(image.dataset.failed).toBe('true');
    expect(image.dataset.loaded).toBeUndefined();
  });
});

function createFakeVideo({ autoplay }: { autoplay: boolean }) {
  const error = { hidden: true };
  const calls: string[] = [];
  const video = createFakeElement({
    autoplay,
    controls: false,
    poster: '',
    parentElement: {
      querySelector: (selector: string) => (selector === '[data-video-error]' ? error : null),
    },
    load: () => calls.push('load'),
    play: () => {
      calls.push('play');
      return Promise.resolve();
    },
  });
  if (autoplay) video.setAttribute('autoplay', '');
  else {
    video.dataset.lazyControls = 'true';
    video.dataset.lazyLabel = 'Your first pool design';
  }
  video.dataset.lazySrc = '/videos/ai-pool-design.mp4';
  video.dataset.lazyPoster = '/videos/ai-pool-design.jpg';
  return { video, error, calls };
}

describe('a lazy video', () => {
  it('gets its source and poster only within 100 px of the viewport, then plays by itself', () => {
    const { observe, watched, enter } = createFakeObserver();
    const { video, calls } = createFakeVideo({ autoplay: true });
    lazyVideo(video as unknown as HTMLVideoElement, { observe, reducedMotion: () => false });
    expect(watched[0]?.options).toEqual(LAZY_VIDEO);
    expect(LAZY_VIDEO.rootMargin).toBe('100px');
    expect(video.children).toHaveLength(0);
    expect(video.poster).toBeFalsy();
    enter();
    expect(video.poster).toBe('/videos/ai-pool-design.jpg');
    expect(video.children).toEqual([
      expect.objectContaining({ tagName: 'SOURCE', src: '/videos/ai-pool-design.mp4', type: 'video/mp4' }),
    ]);
    expect(calls).toEqual(['load', 'play']);
  });

  it('says "Video unavailable" when its source fails', () => {
    const { observe, enter } = createFakeObserver();
    const { video, error } = createFakeVideo({ autoplay: true });
    lazyVideo(video as unknown as HTMLVideoElement, { observe, reducedMotion: () => false });
    enter();
    const source = video.children[0] as EventTarget;
    source.dispatchEvent(new Event('error'));
    expect(error.hidden).toBe(false);
    expect(video.hidden).toBe(true);
    expect(VIDEO_UNAVAILABLE).toBe('Video unavailable');
  });

  it('does not play by itself for a visitor who prefers less motion: poster and play control instead', () => {
    const { observe, enter } = createFakeObserver();
    const { video, calls } = createFakeVideo({ autoplay: true });
    lazyVideo(video as unknown as HTMLVideoElement, { observe, reducedMotion: () => true });
    expect(video.autoplay).toBe(false);
    expect(video.hasAttribute('autoplay')).toBe(false);
    expect(video.controls).toBe(true);
    enter();
    expect(calls).toEqual(['load']);
  });

  it('leaves a video with controls to the visitor, and shows its controls once it is in view', () => {
    const { observe, watched, enter } = createFakeObserver();
    const { video, calls } = createFakeVideo({ autoplay: false });
    lazyVideo(video as unknown as HTMLVideoElement, { observe, reducedMotion: () => false });
    expect(watched.map((entry) => entry.options)).toEqual([LAZY_VIDEO, LAZY_CONTROLS]);
    expect(LAZY_CONTROLS.rootMargin).toBe('0px');
    expect(video.controls).toBe(false);
    expect(video.hasAttribute('aria-label')).toBe(false);
    enter();
    expect(video.controls).toBe(true);
    expect(video.getAttribute('aria-label')).toBe('Your first pool design');
    expect(calls).toEqual(['load']);
  });

  it("shows a video's controls at a keyboard user's first Tab, before it nears the viewport", () => {
    const { observe } = createFakeObserver();
    const { video, calls } = createFakeVideo({ autoplay: false });
    const demo = createFakeVideo({ autoplay: true }).video;
    lazyVideo(video as unknown as HTMLVideoElement, { observe, reducedMotion: () => false });
    lazyVideo(demo as unknown as HTMLVideoElement, { observe, reducedMotion: () => false });
    fakeDocument.dispatchEvent(Object.assign(new Event('keydown'), { key: 'Enter' }));
    expect(video.controls).toBe(false);
    fakeDocument.dispatchEvent(Object.assign(new Event('keydown'), { key: 'Tab' }));
    expect(video.controls).toBe(true);
    // A silent demo stays without controls, and nothing loads before the video is near.
    expect(demo.controls).toBe(false);
    expect(calls).toEqual([]);
  });
});

function createFakeEmbedButton() {
  const replacedWith: unknown[] = [];
  const button = createFakeElement({ replaceWith: (node: unknown) => replacedWith.push(node) });
  button.dataset.embedSrc = 'https://www.youtube.com/embed/abc123';
  button.dataset.embedTitle = 'Designing a pool';
  return { button, replacedWith };
}

describe('an embedded video', () => {
  it('shows "Click to load video" until it comes into view, then becomes its frame', () => {
    const { observe, watched, enter } = createFakeObserver();
    const { button, replacedWith } = createFakeEmbedButton();
    lazyEmbed(button as unknown as HTMLButtonElement, { observe });
    expect(CLICK_TO_LOAD_VIDEO).toBe('Click to load video');
    expect(watched[0]?.options).toEqual(LAZY_VIDEO);
    expect(replacedWith).toHaveLength(0);
    enter();
    expect(replacedWith).toEqual([
      expect.objectContaining({
        tagName: 'IFRAME',
        src: 'https://www.youtube.com/embed/abc123',
        title: 'Designing a pool',
      }),
    ]);
  });

  it('loads when clicked, once', () => {
    const { observe, enter } = createFakeObserver();
    const { button, replacedWith } = createFakeEmbedButton();
    lazyEmbed(button as unknown as HTMLButtonElement, { observe });
    button.dispatchEvent(new Event('click'));
    enter();
    expect(replacedWith).toHaveLength(1);
  });
});
