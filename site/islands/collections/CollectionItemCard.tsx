// One design in a collection, in its place: its before and after, its note, and the ways to move it
// (buttons for the keyboard, a drag handle for the mouse), make it the cover or take it out.
import { COLLECTION_LIMITS, type CollectionItem } from '@poolscape/shared';
import { useId, useState } from 'react';
import { AppLink } from '../../lib/router/AppLink.tsx';
import { BeforeAfterSlider } from '../../ui/BeforeAfterSlider.tsx';
import { secondaryButton } from '../../ui/buttons.ts';
import { inputClass } from '../../ui/fields.ts';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { DragHandle, MoveButtons, useDropTarget } from './ReorderControls.tsx';

export function CollectionItemCard({
  item,
  index,
  count,
  isCover,
  onMove,
  onDropOn,
  onNote,
  onCover,
  onRemove,
  busy,
}: {
  item: CollectionItem;
  index: number;
  count: number;
  isCover: boolean;
  /** Moves this design to `to` (0-based). */
  onMove: (to: number) => void;
  /** A design dragged from position `from` was dropped on this one. */
  onDropOn: (from: number) => void;
  onNote: (note: string) => void;
  onCover: () => void;
  onRemove: () => void;
  busy: boolean;
}) {
  const id = useId();
  const [note, setNote] = useState(item.note);
  const drop = useDropTarget(index, onDropOn);
  return (
    <li
      className={`grid gap-3 rounded-2xl border bg-white p-4 shadow-sm ${drop.dragOver ? 'border-brand-500 ring-2 ring-brand-500' : 'border-slate-200'}`}
      data-testid="collection-item"
      {...drop.handlers}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <DragHandle index={index} />
          <span className="text-sm font-semibold text-slate-500">{index + 1}.</span>
          <AppLink
            href={`/design/result/${item.designId}`}
            className="truncate font-semibold text-slate-900 hover:underline"
          >
            {item.name}
          </AppLink>
          <StatusBadge status={item.status} />
          {isCover && (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
              Cover
            </span>
          )}
        </div>
        <MoveButtons name={item.name} index={index} count={count} busy={busy} onMove={onMove} />
      </div>
      {item.render ? (
        <BeforeAfterSlider
          beforeUrl={item.photoUrl}
          afterUrl={item.render.url}
          width={item.render.width}
          height={item.render.height}
          afterAlt={`${item.name}: the pool design`}
        />
      ) : (
        <div className="flex aspect-[4/3] items-center justify-center rounded-xl bg-slate-100 text-sm text-slate-600">
          Not rendered yet
        </div>
      )}
      {item.visibility === 'private' && (
        <p className="text-sm text-amber-800">This design is private, so the public view leaves it out.</p>
      )}
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onNote(note);
        }}
      >
        <label htmlFor={`${id}-note`} className="text-sm font-medium text-slate-800">
          Note for {item.name}
        </label>
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={COLLECTION_LIMITS.noteLength}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          placeholder="For example: the option that fits the budget"
          className={inputClass}
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={secondaryButton} disabled={busy || note.trim() === item.note}>
            Save note
          </button>
          {!isCover && (
            <button type="button" className={secondaryButton} disabled={busy} onClick={onCover}>
              Make cover
            </button>
          )}
          <button type="button" className={secondaryButton} disabled={busy} onClick={onRemove}>
            Remove<span className="sr-only"> {item.name}</span>
          </button>
        </div>
      </form>
    </li>
  );
}
