// Carousels of the landing page: testimonials (1 card per view under 768 px, 3
// otherwise) and the latest posts (slides of 3). Next and previous wrap around, dots choose a
// page, and auto-advance (testimonials: every 5000 ms) pauses while the pointer is over the
// carousel or focus is inside it, and never runs for visitors who prefer reduced motion.

export const MOBILE_BREAKPOINT = 768;
export const TESTIMONIAL_INTERVAL_MS = 5000;

/** Pages needed to show `items` items `perView` at a time. */
export function pageCount(items: number, perView: number): number {
  return Math.max(1, Math.ceil(items / Math.max(1, perView)));
}

/** `page` wrapped into 0..pages-1 (next after the last is the first; previous of the first the last). */
export function wrapPage(page: number, pages: number): number {
  return ((page % pages) + pages) % pages;
}

/** The first item shown on `page`; the last page is filled from the end rather than left short. */
export function firstItem(page: number, perView: number, items: number): number {
  return Math.max(0, Math.min(page * perView, items - perView));
}

/** Testimonials per view at a viewport `width`: 1 on small screens, 3 otherwise. */
export function perViewAt(width: number): number {
  return width < MOBILE_BREAKPOINT ? 1 : 3;
}

export interface CarouselOptions {
  /** Items per view now (read again on resize). */
  perView: () => number;
  /** Auto-advance period; 0 for none. */
  intervalMs: number;
  reducedMotion: () => boolean;
}

/**
 * A carousel over `root`'s `[data-track]` of `[data-slide]` children, with `[data-prev]`,
 * `[data-next]` and a `[data-dots]` container filled with one button per page.
 */
export class Carousel {
  readonly #root: HTMLElement;
  readonly #track: HTMLElement;
  readonly #slides: HTMLElement[];
  readonly #dots: HTMLElement | null;
  readonly #options: CarouselOptions;
  #page = 0;
  #timer: number | undefined;
  #hovered = false;
  #focused = false;

  constructor(root: HTMLElement, options: CarouselOptions) {
    this.#root = root;
    this.#options = options;
    this.#track = root.querySelector<HTMLElement>('[data-track]') as HTMLElement;
    this.#slides = [...this.#track.querySelectorAll<HTMLElement>(':scope > [data-slide]')];
    this.#dots = root.querySelector<HTMLElement>('[data-dots]');
    root.querySelector('[data-prev]')?.addEventListener('click', () => this.go(this.#page - 1));
    root.querySelector('[data-next]')?.addEventListener('click', () => this.go(this.#page + 1));
    root.addEventListener('mouseenter', () => this.#setHovered(true));
    root.addEventListener('mouseleave', () => this.#setHovered(false));
    root.addEventListener('focusin', () => this.#setFocused(true));
    root.addEventListener('focusout', (event) => {
      if (!root.contains(event.relatedTarget as Node | null)) this.#setFocused(false);
    });
    window.addEventListener('resize', () => this.#render());
    root.dataset.ready = 'true';
    this.#render();
    this.#schedule();
  }

  get page(): number {
    return this.#page;
  }

  get pages(): number {
    return pageCount(this.#slides.length, this.#options.perView());
  }

  /** Shows `page` (wrapped). */
  go(page: number): void {
    this.#page = wrapPage(page, this.pages);
    this.#render();
    this.#schedule();
  }

  /** Whether auto-advance is running now. */
  get playing(): boolean {
    return this.#timer !== undefined;
  }

  #setHovered(value: boolean): void {
    this.#hovered = value;
    this.#schedule();
  }

  #setFocused(value: boolean): void {
    this.#focused = value;
    this.#schedule();
  }

  #schedule(): void {
    window.clearTimeout(this.#timer);
    this.#timer = undefined;
    const paused = this.#hovered || this.#focused || this.#options.reducedMotion();
    this.#root
      .querySelector('[data-live]')
      ?.setAttribute('aria-live', paused || !this.#options.intervalMs ? 'polite' : 'off');
    if (paused || !this.#options.intervalMs || this.pages < 2) return;
    this.#timer = window.setTimeout(() => {
      this.#timer = undefined;
      this.go(this.#page + 1);
    }, this.#options.intervalMs);
  }

  #render(): void {
    const perView = this.#options.perView();
    const pages = pageCount(this.#slides.length, perView);
    this.#page = Math.min(this.#page, pages - 1);
    const first = firstItem(this.#page, perView, this.#slides.length);
    this.#root.style.setProperty('--per-view', String(perView));
    this.#track.style.transform = `translateX(-${(first * 100) / perView}%)`;
    this.#slides.forEach((slide, index) => {
      const visible = index >= first && index < first + perView;
      slide.setAttribute('aria-hidden', String(!visible));
      slide.inert = !visible;
    });
    if (this.#dots) {
      if (this.#dots.childElementCount !== pages) {
        this.#dots.replaceChildren(
          ...Array.from({ length: pages }, (_, index) => {
            const dot = document.createElement('button');
            dot.type = 'button';
            dot.className = 'carousel-dot';
            dot.setAttribute('aria-label', `Show page ${index + 1} of ${pages}`);
            dot.addEventListener('click', () => this.go(index));
            return dot;
          }),
        );
      }
      [...this.#dots.children].forEach((dot, index) => {
        dot.setAttribute('aria-current', String(index === this.#page));
      });
    }
  }
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
