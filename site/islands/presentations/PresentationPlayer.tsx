// Presenter mode: the presentation full screen, one slide at a time. The title slide carries the
// presenter's brand, each design slide opens on the yard as it is and wipes to the design on the
// next key (or the Reveal button), and the closing slide gives the contact details. Arrow keys,
// Page Up/Down, Space, Home and End move; R toggles the reveal; F toggles full screen; Escape
// leaves. On a tablet a swipe left or right moves. The next slide's pictures load in advance.
import { type Brand, type PlayablePresentation, type Slide, slidePriceLine } from '@poolscape/shared';
import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { actionForKey, actionForSwipe, type PlayerAction, type PlayerStep, step } from './player-steps.ts';

const controlButton =
  'rounded-lg bg-white/10 px-3 py-2 text-sm font-semibold text-white hover:bg-white/20 focus-visible:outline focus-visible:outline-2 focus-visible:outline-white disabled:opacity-40';

function BrandMark({ brand, size }: { brand: Brand; size: string }) {
  if (!brand.logoUrl) return null;
  return (
    <img
      src={brand.logoUrl}
      alt={brand.company ?? brand.name}
      className={`${size} rounded-xl object-cover`}
    />
  );
}

function TitleSlide({ presentation }: { presentation: PlayablePresentation }) {
  const { brand } = presentation;
  return (
    <div className="flex h-full flex-col justify-center gap-4 px-8 sm:px-16">
      <BrandMark brand={brand} size="h-20 w-20" />
      <h2 className="max-w-4xl break-words text-4xl font-bold text-white sm:text-6xl">
        {presentation.title}
      </h2>
      {presentation.clientName && (
        <p className="text-xl text-cyan-200 sm:text-2xl">Prepared for {presentation.clientName}</p>
      )}
      <p className="text-lg text-slate-300">{[brand.name, brand.company].filter(Boolean).join(' · ')}</p>
    </div>
  );
}

function ClosingSlide({ presentation }: { presentation: PlayablePresentation }) {
  const { brand } = presentation;
  return (
    <div className="flex h-full flex-col justify-center gap-6 px-8 sm:px-16">
      <BrandMark brand={brand} size="h-24 w-24" />
      <h2 className="max-w-4xl break-words text-3xl font-bold text-white sm:text-5xl">
        {presentation.closingMessage}
      </h2>
      <address className="grid gap-1 text-lg not-italic text-slate-200 sm:text-xl">
        <span className="font-semibold text-white">{brand.name}</span>
        {brand.company && <span>{brand.company}</span>}
        {brand.phone && <a href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`}>{brand.phone}</a>}
        {brand.email && <a href={`mailto:${brand.email}`}>{brand.email}</a>}
      </address>
    </div>
  );
}

function DesignSlide({ slide, revealed }: { slide: Slide; revealed: boolean }) {
  const render = slide.render;
  return (
    <div className="flex h-full flex-col gap-3 px-4 py-4 sm:px-10">
      <h2 className="truncate text-2xl font-bold text-white sm:text-3xl">{slide.name}</h2>
      {/* Both pictures fit the stage whole (the photo and its render have one shape). */}
      <div className="relative min-h-0 flex-1">
        <img
          src={slide.photo.url}
          alt={`${slide.name}: the yard before`}
          className="absolute inset-0 h-full w-full object-contain"
        />
        {render && (
          <img
            src={render.url}
            alt={`${slide.name}: the design`}
            data-testid="slide-after"
            data-revealed={revealed}
            className="absolute inset-0 h-full w-full object-contain transition-[clip-path] duration-1000 ease-in-out motion-reduce:transition-none"
            style={{ clipPath: revealed ? 'inset(0 0 0 0)' : 'inset(0 0 0 100%)' }}
          />
        )}
        <span className="absolute left-3 top-3 rounded-full bg-black/60 px-3 py-1 text-sm font-semibold text-white">
          {revealed && render ? 'After' : 'Before'}
        </span>
      </div>
      {(slide.notes || slidePriceLine(slide)) && (
        <div className="flex flex-wrap items-end justify-between gap-4">
          <p className="max-w-3xl whitespace-pre-line text-base text-slate-200 sm:text-lg">{slide.notes}</p>
          {slidePriceLine(slide) && (
            <div className="text-right">
              <p className="text-xl font-bold text-cyan-200 sm:text-2xl">{slidePriceLine(slide)}</p>
              {slide.estimate && <p className="max-w-xs text-sm text-slate-300">{slide.estimate.text}</p>}
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/** Loads the pictures of the slide after `index`, so moving on shows them at once. */
function usePreload(slides: readonly Slide[], index: number): void {
  useEffect(() => {
    const next = slides[index];
    if (!next) return;
    for (const url of [next.photo.url, next.render?.url]) {
      if (url) new Image().src = url;
    }
  }, [slides, index]);
}

export function PresentationPlayer({
  presentation,
  onExit,
}: {
  presentation: PlayablePresentation;
  onExit: () => void;
}) {
  const frameRef = useRef<HTMLDivElement>(null);
  const swipeFrom = useRef<{ x: number; y: number } | null>(null);
  const [at, setAt] = useState<PlayerStep>({ slide: 0, revealed: false });
  const designs = presentation.slides.length;
  const total = designs + 2;
  usePreload(presentation.slides, at.slide);

  const act = useCallback(
    (action: PlayerAction) => {
      if (action === 'exit') {
        if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
        onExit();
        return;
      }
      if (action === 'fullscreen') {
        if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
        else void frameRef.current?.requestFullscreen?.().catch(() => undefined);
        return;
      }
      setAt((current) =>
        step(current, action, designs, (index) => Boolean(presentation.slides[index - 1]?.render)),
      );
    },
    [designs, onExit, presentation.slides],
  );

  useEffect(() => {
    const frame = frameRef.current;
    frame?.focus();
    // Full screen when the browser allows it; the overlay fills the window either way.
    void frame?.requestFullscreen?.().catch(() => undefined);
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      // A focused button's own Enter and Space press it; they do not also move the slides.
      if ((event.key === 'Enter' || event.key === ' ') && target?.closest('button, a')) return;
      const action = actionForKey(event.key);
      if (!action) return;
      event.preventDefault();
      act(action);
    };
    window.addEventListener('keydown', onKey);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = previousOverflow;
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, [act]);

  const slide = at.slide >= 1 && at.slide <= designs ? presentation.slides[at.slide - 1] : undefined;
  const where = slide ? slide.name : at.slide === 0 ? presentation.title : 'Contact';
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeFrom.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (!from || event.pointerType === 'mouse') return;
    const action = actionForSwipe(event.clientX - from.x, event.clientY - from.y);
    if (action) act(action);
  };

  return (
    <div
      ref={frameRef}
      role="dialog"
      aria-modal="true"
      aria-label={`Presenting ${presentation.title}`}
      tabIndex={-1}
      className="fixed inset-0 z-50 flex flex-col bg-slate-950 outline-none"
      data-testid="presenter"
    >
      <div
        className="min-h-0 flex-1 touch-pan-y select-none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        data-testid="presenter-slide"
        data-slide={at.slide}
      >
        {at.slide === 0 && <TitleSlide presentation={presentation} />}
        {slide && <DesignSlide key={slide.id} slide={slide} revealed={at.revealed} />}
        {at.slide === total - 1 && <ClosingSlide presentation={presentation} />}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-white/10 px-4 py-2">
        <p className="text-sm text-slate-300" aria-live="polite">
          Slide {at.slide + 1} of {total}
          <span className="sr-only">: {where}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={controlButton}
            onClick={() => act('back')}
            disabled={at.slide === 0 && !at.revealed}
          >
            Previous
          </button>
          {slide?.render && (
            <button
              type="button"
              className={controlButton}
              onClick={() => act('reveal')}
              aria-pressed={at.revealed}
            >
              {at.revealed ? 'Show before' : 'Reveal design'}
            </button>
          )}
          <button
            type="button"
            className={controlButton}
            onClick={() => act('next')}
            disabled={at.slide === total - 1}
          >
            Next
          </button>
          <button type="button" className={controlButton} onClick={() => act('fullscreen')}>
            Full screen
          </button>
          <button type="button" className={controlButton} onClick={() => act('exit')}>
            Exit
          </button>
        </div>
      </div>
    </div>
  );
}
