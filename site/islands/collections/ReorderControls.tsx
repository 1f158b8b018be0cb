// Reordering a list of cards (a collection's designs, a presentation's slides): a drag handle for
// the mouse, a drop target on each card, and Move up / Move down buttons for the keyboard, which
// say to screen readers which item they move and where it is now.
import { type DragEvent, useState } from 'react';

const POSITION_TYPE = 'text/x-poolscape-position';

export const smallButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';

/** A card that takes a dragged card: whether one is over it, and the handlers to spread on it. */
export function useDropTarget(index: number, onDropOn: (from: number) => void) {
  const [dragOver, setDragOver] = useState(false);
  return {
    dragOver,
    handlers: {
      onDragOver: (event: DragEvent) => {
        event.preventDefault();
        setDragOver(true);
      },
      onDragLeave: () => setDragOver(false),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        setDragOver(false);
        const from = Number(event.dataTransfer.getData(POSITION_TYPE));
        if (Number.isInteger(from) && from !== index) onDropOn(from);
      },
    },
  };
}

export function DragHandle({ index }: { index: number }) {
  return (
    <span
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(POSITION_TYPE, String(index));
        event.dataTransfer.effectAllowed = 'move';
      }}
      className="cursor-grab select-none rounded px-1 text-xl leading-none text-slate-400"
      title="Drag to reorder"
      aria-hidden="true"
    >
      ⠿
    </span>
  );
}

export function MoveButtons({
  name,
  index,
  count,
  busy,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  busy: boolean;
  /** Moves the item to `to` (0-based). */
  onMove: (to: number) => void;
}) {
  const position = `${index + 1} of ${count}`;
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={smallButton}
        disabled={busy || index === 0}
        onClick={() => onMove(index - 1)}
      >
        Move up
        <span className="sr-only">
          : {name}, now {position}
        </span>
      </button>
      <button
        type="button"
        className={smallButton}
        disabled={busy || index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        Move down
        <span className="sr-only">
          : {name}, now {position}
        </span>
      </button>
    </div>
  );
}
