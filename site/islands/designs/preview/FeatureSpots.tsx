// The hot tub's places and the waterfall's walls, chosen on the preview itself: once a feature is
// chosen, each place it could take is a small button on the photo, where the pool would put it
// (the plan's own placements, shared/src/pool-features.ts, through the corners' homography). The
// place it has is drawn by the preview and needs no button. The spots show while the user places
// features (the corner handles step aside meanwhile); the list beside the photo offers every place.
import type { Corners } from '@poolscape/shared';
import {
  SPA_PLACE_LABELS,
  SPA_PLACES,
  type SpaChoice,
  type SpaPlace,
  WATERFALL_WALL_LABELS,
  WATERFALL_WALLS,
  type WaterfallWall,
} from '@poolscape/shared/plan-geometry';
import { spaPlacement, waterfallPlacement } from '@poolscape/shared/pool-features';
import { type RefObject, useEffect, useMemo, useState } from 'react';
import { type PreviewPlan, placePlan } from './draw-plan.ts';

/** A change of place the spots ask for. */
export type PlaceChange = { spa: SpaChoice } | { waterfall: WaterfallWall };

interface Spot {
  key: string;
  label: string;
  at: { x: number; y: number };
  change: PlaceChange;
}

/** Every other place of the plan's hot tub and waterfall, as fractions of the photo. */
export function featureSpots(plan: PreviewPlan, corners: Corners): Spot[] {
  const placed = placePlan(plan, corners, 1, 1);
  const { length, width, water } = placed.plan;
  const spots: Spot[] = [];
  if (plan.features.includes('hotTub')) {
    const apart = plan.spa?.apart ?? false;
    for (const place of SPA_PLACES) {
      if (place === plan.spa?.place) continue;
      const spa = spaPlacement(plan.style, length, width, { place, apart });
      spots.push({
        key: `spa-${place}`,
        label: `Put the hot tub at the ${spaWords(place)}`,
        at: placed.toCanvas(spa.u, spa.v),
        change: { spa: { place, apart } },
      });
    }
  }
  if (plan.features.includes('waterfalls')) {
    for (const wall of WATERFALL_WALLS) {
      if (wall === plan.waterfall) continue;
      const { box } = waterfallPlacement(plan.style, plan.shape, length, width, water, wall);
      spots.push({
        key: `waterfall-${wall}`,
        label: `Put the waterfall on the ${WATERFALL_WALL_LABELS[wall].toLowerCase()}`,
        at: placed.toCanvas((box.u0 + box.u1) / 2, (box.v0 + box.v1) / 2),
        change: { waterfall: wall },
      });
    }
  }
  return spots.filter(({ at }) => at.x >= 0 && at.x <= 1 && at.y >= 0 && at.y <= 1);
}

const spaWords = (place: SpaPlace) => SPA_PLACE_LABELS[place].toLowerCase();

/** How far apart, in CSS pixels, spots stay from each other. */
const CLEARANCE = 36;

/**
 * The spots with room for a finger: one too near a spot already kept is left out (on a pool drawn
 * small, fewer places are offered; the list beside the photo has them all).
 */
export function roomySpots(spots: readonly Spot[], frame: { width: number; height: number }): Spot[] {
  const taken: { x: number; y: number }[] = [];
  const kept: Spot[] = [];
  for (const spot of spots) {
    const clear = taken.every(
      (p) => Math.hypot((p.x - spot.at.x) * frame.width, (p.y - spot.at.y) * frame.height) >= CLEARANCE,
    );
    if (!clear) continue;
    kept.push(spot);
    taken.push(spot.at);
  }
  return kept;
}

/** The frame's size on screen, kept up to date. */
function useSize(frame: RefObject<HTMLElement | null>): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame]);
  return size;
}

export function FeatureSpots({
  plan,
  corners,
  frame,
  onChange,
}: {
  plan: PreviewPlan;
  corners: Corners;
  /** The photo's frame, whose size decides which spots have room. */
  frame: RefObject<HTMLElement | null>;
  onChange: (change: PlaceChange) => void;
}) {
  const size = useSize(frame);
  const spots = useMemo(() => roomySpots(featureSpots(plan, corners), size), [plan, corners, size]);
  return spots.map((spot) => (
    <button
      key={spot.key}
      type="button"
      data-place={spot.key}
      aria-label={spot.label}
      title={spot.label}
      onClick={() => onChange(spot.change)}
      className="absolute flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full"
      style={{ left: `${spot.at.x * 100}%`, top: `${spot.at.y * 100}%` }}
    >
      <span
        aria-hidden="true"
        className={`size-5 rounded-full border-2 border-dashed border-white shadow ring-1 ring-slate-900/40 ${spot.key.startsWith('spa') ? 'bg-sky-500/60' : 'bg-stone-500/70'}`}
      />
    </button>
  ));
}
