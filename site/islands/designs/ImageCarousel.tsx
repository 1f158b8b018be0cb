// The image carousel: one slide at a time, previous and next wrapping around, and a row of
// thumbnails to jump to any slide. It never moves by itself (a render is studied, not skimmed).
import type { ReactNode } from 'react';
import { wrapPage } from '../../lib/landing/carousel.ts';

export interface CarouselImage {
  id: string;
  thumbnailUrl: string;
}

export function ImageCarousel<T extends CarouselImage>({
  label,
  images,
  index,
  onIndexChange,
  renderSlide,
  slideLabel,
}: {
  label: string;
  images: readonly T[];
  index: number;
  onIndexChange: (index: number) => void;
  renderSlide: (image: T) => ReactNode;
  /** "Variation 2". */
  slideLabel: (image: T, index: number) => string;
}) {
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  if (!current) return null;
  const go = (next: number) => onIndexChange(wrapPage(next, count));
  const arrow =
    'flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50';
  return (
    <section aria-roledescription="carousel" aria-label={label}>
      {/* The APG carousel's slide is a group with a role description. */}
      {/* biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide */}
      <div role="group" aria-roledescription="slide" aria-label={`${slideLabel(current, index)} of ${count}`}>
        {renderSlide(current)}
      </div>
      {count > 1 && (
        <div className="mt-3 flex items-center gap-3">
          <button
            type="button"
            className={arrow}
            onClick={() => go(index - 1)}
            aria-label="Previous variation"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M15 6l-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <ul className="flex flex-1 gap-2 overflow-x-auto py-1" aria-label="Choose a variation">
            {images.map((image, position) => (
              <li key={image.id}>
                <button
                  type="button"
                  onClick={() => go(position)}
                  aria-current={position === index ? 'true' : undefined}
                  aria-label={slideLabel(image, position)}
                  className={`block overflow-hidden rounded-lg ring-offset-2 ${position === index ? 'ring-2 ring-brand-600' : 'opacity-80 hover:opacity-100'}`}
                >
                  <img src={image.thumbnailUrl} alt="" className="h-14 w-20 object-cover" loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={arrow} onClick={() => go(index + 1)} aria-label="Next variation">
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M9 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      )}
      <p className="sr-only" aria-live="polite">
        {slideLabel(current, index)} of {count}
      </p>
    </section>
  );
}
