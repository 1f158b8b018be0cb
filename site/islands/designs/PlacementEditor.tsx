// The placement editor: the pool drawn live into the photo (preview/PoolPreview.tsx) over its
// footprint, with a handle on each corner and one in the middle that moves the whole pool. Handles
// are dragged with a mouse, a pen or a finger (pointer events, 44-pixel targets), or focused and
// moved with the arrow keys (Shift for larger steps). While features are placed on the photo
// (preview/FeatureSpots.tsx) or the "Keep this" brush is out (preview/KeepBrush.tsx), the handles
// step aside for them.
import type { Corners } from '@poolscape/shared';
import type { OutlinePoint } from '@poolscape/shared/plan-geometry';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useId, useRef, useState } from 'react';
import { secondaryButton } from '../../ui/buttons.ts';
import {
  CORNER_NAMES,
  describeCorner,
  describeFootprint,
  footprintCentre,
  moveCorner,
  moveFootprint,
  nudgeCorner,
  nudgeFootprint,
  pointerToFraction,
  sameCorners,
} from './placement.ts';
import { DragHandle, RoundKnob } from './preview/DragHandle.tsx';
import type { PreviewPlan } from './preview/draw-plan.ts';
import { FeatureSpots, type PlaceChange } from './preview/FeatureSpots.tsx';
import { FreeformHandles } from './preview/FreeformHandles.tsx';
import { KeepControls, KeepSurface } from './preview/KeepBrush.tsx';
import { PoolPreview } from './preview/PoolPreview.tsx';
import { RotateHandle } from './preview/RotateHandle.tsx';
import type { KeepTool } from './preview/use-keep-mask.ts';

/** Four arrows: the whole pool's handle. */
const MOVE_ICON =
  'M12 3v18M3 12h18M12 3l-3 3M12 3l3 3M12 21l-3-3M12 21l3-3M3 12l3-3M3 12l3 3M21 12l-3-3M21 12l-3 3';

export function PlacementEditor({
  photoUrl,
  photoAlt,
  width,
  height,
  corners,
  suggested,
  onChange,
  problem,
  overlay,
  plan = null,
  description = null,
  onOutlineChange,
  keepSize,
  keep,
  onPlaceChange,
}: {
  photoUrl: string;
  photoAlt: string;
  width: number;
  height: number;
  corners: Corners;
  suggested: Corners;
  onChange: (corners: Corners) => void;
  /** Why the outline cannot be rendered, shown under the photo; null when it can. */
  problem: string | null;
  /** More handles drawn over the photo (the reference line). */
  overlay?: ReactNode;
  /** The pool drawn in the photo; without one, the footprint is shown filled. */
  plan?: PreviewPlan | null;
  /** The preview's text alternative. */
  description?: string | null;
  /** Takes a freeform outline's control points as they are dragged on the preview. */
  onOutlineChange?: (outline: OutlinePoint[]) => void;
  /** Turned corners put back to the size measured before the turn (with a reference length). */
  keepSize?: (before: Corners, after: Corners) => Corners;
  /** "Keep this": the brush that marks what of the photo must not change. */
  keep?: KeepTool | undefined;
  /** Takes the hot tub's place or the waterfall's wall chosen on the preview. */
  onPlaceChange?: ((change: PlaceChange) => void) | undefined;
}) {
  const frameRef = useRef<HTMLDivElement>(null);
  // Where a drag of the whole pool started: the pointer and the corners then.
  const grab = useRef<{ from: Corners[number]; corners: Corners } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [placing, setPlacing] = useState(false);
  const helpId = useId();
  const problemId = useId();

  /** Where a pointer is on the photo, as fractions. */
  function pointerAt(event: { clientX: number; clientY: number }): Corners[number] {
    const frame = frameRef.current;
    return frame
      ? pointerToFraction(event.clientX, event.clientY, frame.getBoundingClientRect())
      : { x: 0, y: 0 };
  }

  function dragTo(index: number, event: PointerEvent<HTMLButtonElement>): void {
    onChange(moveCorner(corners, index, pointerAt(event)));
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLButtonElement>): void {
    const next = nudgeCorner(corners, index, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onChange(next);
    setAnnouncement(describeCorner(next, index));
  }

  // Features to place on the photo: the hot tub's places and the waterfall's walls.
  const placeable =
    plan !== null &&
    onPlaceChange !== undefined &&
    problem === null &&
    (plan.features.includes('hotTub') || plan.features.includes('waterfalls'));
  const showSpots = placeable && placing && !keep?.active;
  const handles = () => (
    <>
      {corners.map((point, index) => (
        <DragHandle
          // The four corners never change places, so the index is their identity.
          key={index}
          data-corner={index}
          at={point}
          label={describeCorner(corners, index)}
          describedBy={`${helpId}${problem ? ` ${problemId}` : ''}`}
          onDrag={(event) => dragTo(index, event)}
          onDrop={() => setAnnouncement(describeCorner(corners, index))}
          onKeyDown={(event) => onKeyDown(index, event)}
        >
          <span
            className="size-6 rounded-full border-[3px] border-white bg-brand-600 shadow-md ring-1 ring-slate-900/30"
            aria-hidden="true"
          />
          <span className="sr-only">{CORNER_NAMES[index]}</span>
        </DragHandle>
      ))}
      {plan?.shape === 'freeform' && onOutlineChange && !problem && (
        <FreeformHandles
          plan={plan}
          corners={corners}
          width={width}
          height={height}
          pointerAt={pointerAt}
          onChange={onOutlineChange}
          announce={setAnnouncement}
        />
      )}
      {!problem && (
        <RotateHandle
          corners={corners}
          photo={{ width, height }}
          pointerAt={pointerAt}
          onChange={onChange}
          announce={setAnnouncement}
          describedBy={helpId}
          {...(keepSize ? { keepSize } : {})}
        />
      )}
      <DragHandle
        data-whole-pool=""
        at={footprintCentre(corners)}
        label={describeFootprint(corners)}
        describedBy={helpId}
        cursor="move"
        onGrab={(event) => {
          grab.current = { from: pointerAt(event), corners };
        }}
        onDrag={(event) => {
          const start = grab.current;
          if (!start) return;
          const at = pointerAt(event);
          onChange(moveFootprint(start.corners, at.x - start.from.x, at.y - start.from.y));
        }}
        onDrop={() => setAnnouncement(describeFootprint(corners))}
        onKeyDown={(event) => {
          const next = nudgeFootprint(corners, event.key, event.shiftKey);
          if (!next) return;
          event.preventDefault();
          onChange(next);
          setAnnouncement(describeFootprint(next));
        }}
      >
        <RoundKnob title="Move" path={MOVE_ICON} />
      </DragHandle>
    </>
  );

  return (
    <div>
      <div
        ref={frameRef}
        className="relative mx-auto w-full touch-pan-y select-none overflow-hidden rounded-xl bg-slate-200"
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <img
          src={photoUrl}
          alt={photoAlt}
          draggable={false}
          className="absolute inset-0 size-full object-fill"
        />
        <PoolPreview
          plan={plan}
          corners={corners}
          problem={problem !== null}
          description={description}
          photoUrl={photoUrl}
          keep={keep?.mask ? { mask: keep.mask, revision: keep.revision, painting: keep.active } : null}
        />
        {/* While the brush is out, strokes on the photo paint; the handles come back after. */}
        {!keep?.active && !showSpots && handles()}
        {showSpots && plan && onPlaceChange && (
          <FeatureSpots plan={plan} corners={corners} frame={frameRef} onChange={onPlaceChange} />
        )}
        {keep && <KeepSurface tool={keep} pointerAt={pointerAt} announce={setAnnouncement} />}
        {overlay}
      </div>
      <p id={helpId} className="mt-2 text-sm text-slate-600">
        Drag the four corners onto the ground where the pool goes: the far edge first, the near edge closest
        to you. Drag the middle handle to move the whole pool, and the round arrow to turn it. Or focus a
        handle and use the arrow keys (hold Shift for bigger steps).
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {problem && (
        <p id={problemId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <button
        type="button"
        className={`${secondaryButton} mt-3`}
        onClick={() => {
          onChange(suggested);
          setAnnouncement('The outline is back at the suggested placement.');
        }}
        disabled={sameCorners(corners, suggested)}
      >
        Reset to suggested placement
      </button>
      {placeable && (
        <button
          type="button"
          className={`${secondaryButton} mt-3 ml-2`}
          aria-pressed={showSpots}
          onClick={() => {
            setPlacing(!showSpots);
            if (!showSpots) keep?.setActive(false);
          }}
        >
          {showSpots ? 'Done placing features' : 'Place features on the photo'}
        </button>
      )}
      {keep && <KeepControls tool={keep} />}
    </div>
  );
}
