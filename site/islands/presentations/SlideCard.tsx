// One design slide in the presentation editor, in its place: its before and after, the render it
// shows (any of the design's renders), its notes and price line, and the ways to move it or take
// it out.
import {
  formatEstimate,
  PRESENTATION_LIMITS,
  type Slide,
  type SlideChoice,
  type UpdateSlide,
} from '@poolscape/shared';
import { useId, useState } from 'react';
import { AppLink } from '../../lib/router/AppLink.tsx';
import { BeforeAfterSlider } from '../../ui/BeforeAfterSlider.tsx';
import { secondaryButton } from '../../ui/buttons.ts';
import { inputClass, labelClass } from '../../ui/fields.ts';
import { DragHandle, MoveButtons, useDropTarget } from '../collections/ReorderControls.tsx';

export function SlideCard({
  slide,
  choices,
  index,
  count,
  busy,
  onMove,
  onDropOn,
  onChange,
  onRemove,
}: {
  slide: Slide;
  choices: readonly SlideChoice[];
  index: number;
  count: number;
  busy: boolean;
  onMove: (to: number) => void;
  onDropOn: (from: number) => void;
  onChange: (change: UpdateSlide) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const [notes, setNotes] = useState(slide.notes);
  const [priceLine, setPriceLine] = useState(slide.priceLine);
  const drop = useDropTarget(index, onDropOn);
  const changed = notes.trim() !== slide.notes || priceLine.trim() !== slide.priceLine;
  return (
    <li
      className={`grid gap-3 rounded-2xl border bg-white p-4 shadow-sm ${drop.dragOver ? 'border-brand-500 ring-2 ring-brand-500' : 'border-slate-200'}`}
      data-testid="presentation-slide"
      {...drop.handlers}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <DragHandle index={index} />
          <span className="text-sm font-semibold text-slate-500">Slide {index + 2}.</span>
          <AppLink
            href={`/design/result/${slide.designId}`}
            className="truncate font-semibold text-slate-900 hover:underline"
          >
            {slide.name}
          </AppLink>
        </div>
        <MoveButtons name={slide.name} index={index} count={count} busy={busy} onMove={onMove} />
      </div>
      {slide.render ? (
        <BeforeAfterSlider
          beforeUrl={slide.photo.url}
          afterUrl={slide.render.url}
          width={slide.render.width}
          height={slide.render.height}
          afterAlt={`${slide.name}: the pool design`}
        />
      ) : (
        <div className="flex aspect-video items-center justify-center rounded-xl bg-slate-100 text-sm text-slate-600">
          Not rendered yet: the slide shows the yard until it is.
        </div>
      )}
      {choices.length > 1 && (
        <div>
          <label htmlFor={`${id}-render`} className={labelClass}>
            Render shown
          </label>
          <select
            id={`${id}-render`}
            className={`mt-1 ${inputClass}`}
            value={slide.imageId ?? ''}
            disabled={busy}
            onChange={(event) => onChange({ imageId: event.target.value || null })}
          >
            <option value="">The newest</option>
            {choices.map((choice) => (
              <option key={choice.imageId} value={choice.imageId}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ notes, priceLine });
        }}
      >
        <label htmlFor={`${id}-notes`} className={labelClass}>
          Notes for {slide.name}
        </label>
        <textarea
          id={`${id}-notes`}
          rows={2}
          maxLength={PRESENTATION_LIMITS.notesLength}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          placeholder="For example: a 12 by 24 ft pool with a sun shelf"
          className={inputClass}
        />
        <label htmlFor={`${id}-price`} className={labelClass}>
          Price line <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <input
          id={`${id}-price`}
          maxLength={PRESENTATION_LIMITS.priceLength}
          value={priceLine}
          onChange={(event) => setPriceLine(event.target.value)}
          placeholder={slide.estimate ? formatEstimate(slide.estimate) : 'From $58,000 installed'}
          aria-describedby={slide.estimate ? `${id}-estimate` : undefined}
          className={inputClass}
        />
        {slide.estimate && (
          <p id={`${id}-estimate`} className="text-sm text-slate-600">
            Left empty, the slide shows the estimate from your price table: {formatEstimate(slide.estimate)}.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={secondaryButton} disabled={busy || !changed}>
            Save slide
          </button>
          <button type="button" className={secondaryButton} disabled={busy} onClick={onRemove}>
            Remove slide<span className="sr-only"> {slide.name}</span>
          </button>
        </div>
      </form>
    </li>
  );
}
