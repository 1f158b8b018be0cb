// One render job, drawn a band of rows at a time, on whichever thread takes the band. Everything a
// pixel gets depends only on the job, never on the band it falls in, so the result is the same
// byte for byte however the rows are split (and with or without worker threads).
import { createCamera } from './camera.ts';
import { compositeRows, type Target } from './composite.ts';
import { createBackdrop, createCanvas, type PhotoPixels, type RenderContext } from './context.ts';
import { type Blob, placeObjects } from './features.ts';
import type { SceneGrade } from './grade.ts';
import { drawGround } from './ground.ts';
import { createLampLight, type LampLight, type ScreenBox } from './lamps.ts';
import { waterLookFor } from './plan-styles.ts';
import type { PoolPlan } from './plan-types.ts';
import { buildPlan } from './plans.ts';
import type { SceneLight } from './scene-light.ts';
import { drawBlobShadows, drawBlobs } from './sprites.ts';
import { createTextures, type Textures } from './textures.ts';
import type { Corners, PlanChoices, PoolFeature, PoolStyle, TimeOfDay } from './types.ts';
import { drawWaterfall } from './waterfall.ts';

/** Everything a thread needs to draw bands of one render (structured-cloneable; pixels shared). */
export interface RenderJob {
  id: number;
  photo: PhotoPixels;
  /** The photo small and blurred (what reflections show). */
  blurred: PhotoPixels;
  /** The result: starts as a copy of the photo; bands are written into it. */
  target: Target;
  corners: Corners;
  style: PoolStyle;
  features: readonly PoolFeature[];
  /** The interior, deck and coping chosen instead of the style's (only known values). */
  surfaces: PlanChoices;
  planLength: number;
  planWidth: number;
  seed: number;
  timeOfDay: TimeOfDay;
  /** The dusk or night grade of the whole photo, or null by day. */
  grade: SceneGrade | null;
  light: SceneLight;
  /** The edit area's bounding box in photo pixels. */
  box: { x0: number; y0: number; width: number; height: number };
}

const DAYLIGHT: Record<TimeOfDay, number> = { day: 1, dusk: 0.3, night: 0 };
const LAMPS: Record<TimeOfDay, number> = { day: 0, dusk: 0.45, night: 1 };

/**
 * Plans and textures depend only on (style, features, size, surfaces) and on the seed: re-rendering
 * a design at another time of day, or another seed of it, reuses them. A few of each are kept per
 * thread.
 */
const CACHE_SIZE = 4;
const planCache = new Map<string, PoolPlan>();
const textureCache = new Map<number, Textures>();

function remember<K, V>(cache: Map<K, V>, key: K, make: () => V): V {
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const value = make();
  cache.set(key, value);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as K);
  return value;
}

export function planFor(
  style: PoolStyle,
  features: readonly PoolFeature[],
  length: number,
  width: number,
  surfaces: PlanChoices = {},
): PoolPlan {
  const { water = '', deckMaterial = '', copingMaterial = '', shape = '', outline = [] } = surfaces;
  const traced = outline.map(({ x, y }) => `${x},${y}`).join(' ');
  const places = `${surfaces.spa ? `${surfaces.spa.place}${surfaces.spa.apart ? '+apart' : ''}` : ''}|${surfaces.waterfallWall ?? ''}`;
  const key = `${style}|${features.join(',')}|${length}|${width}|${water}|${deckMaterial}|${copingMaterial}|${shape}|${traced}|${places}`;
  return remember(planCache, key, () => buildPlan(style, features, length, width, surfaces));
}

/** The drawing context of the job this thread saw last. */
let current: { id: number; ctx: RenderContext; blobs: Blob[]; lamps: LampLight | null } | null = null;

function contextFor(job: RenderJob): { ctx: RenderContext; blobs: Blob[]; lamps: LampLight | null } {
  if (current?.id === job.id) return current;
  const plan = planFor(job.style, job.features, job.planLength, job.planWidth, job.surfaces);
  const ctx: RenderContext = {
    camera: createCamera(job.corners, job.photo.width, job.photo.height, job.planLength, job.planWidth),
    plan,
    textures: remember(textureCache, job.seed, () => createTextures(job.seed)),
    light: job.light,
    water: waterLookFor(job.style, job.surfaces.water),
    backdrop: createBackdrop(job.blurred, job.photo.width, job.grade),
    photo: job.photo,
    seed: job.seed,
    timeOfDay: job.timeOfDay,
    daylight: DAYLIGHT[job.timeOfDay],
    lamps: job.features.includes('lighting') ? LAMPS[job.timeOfDay] : 0,
    grade: job.grade,
  };
  const lamps = createLampLight(ctx, job.photo.width, job.photo.height);
  current = { id: job.id, ctx, blobs: placeObjects(plan, job.seed), lamps };
  return current;
}

/** Draws rows [from, to) of the job into its target. */
export function renderBand(job: RenderJob, from: number, to: number): void {
  const { ctx, blobs, lamps } = contextFor(job);
  const { box } = job;
  const y0 = Math.max(from, box.y0);
  const y1 = Math.min(to, box.y0 + box.height);
  const canvas = createCanvas(
    job.photo,
    { x0: box.x0, y0, width: y1 > y0 ? box.width : 0, height: Math.max(0, y1 - y0) },
    ctx.lamps > 0,
  );
  if (canvas.width > 0 && canvas.height > 0) {
    drawGround(ctx, canvas);
    drawBlobShadows(ctx, canvas, blobs);
    drawBlobs(ctx, canvas, blobs);
    drawWaterfall(ctx, canvas);
  }
  compositeRows(job.target, job.photo, canvas, job.grade, lamps, from, to);
}

/** Where the job's lamps may add light, in photo pixels (for tests). */
export function lampBoxes(job: RenderJob): ScreenBox[] {
  return contextFor(job).lamps?.boxes ?? [];
}
