// renderPool: the built-in renderer's entry point. Decodes the upload once, builds the style's
// plan, recovers a camera from the four corners, draws the pool and its features into float
// buffers over the edit area only, and writes them back into a copy of the decoded photo. By day
// every pixel outside the returned mask (the zone drawn) is the decoded (and possibly downscaled)
// upload, byte for byte; at dusk and night the whole photo is graded (grade.ts) and lit. Nothing is
// drawn where the input's "Keep this" mask is set: by day those pixels are the upload's too.

import { freeformProblem, POOL_SHAPES, SPA_PLACES, WATERFALL_WALLS } from '@poolscape/shared/plan-geometry';
import { estimateAspect, planSize } from '@poolscape/shared/pool-plan';
import { planFor, type RenderJob } from './bands.ts';
import { createCamera, project } from './camera.ts';
import { scaleCorners, validateCorners } from './corners.ts';
import { placeObjects } from './features.ts';
import { createSceneGrade } from './grade.ts';
import { blurredCopy, decodeKeepMask, decodePhoto, encodePng } from './image-io.ts';
import { analyseLight } from './scene-light.ts';
import { detectSky } from './sky.ts';
import {
  COPING_MATERIALS,
  type Corners,
  DECK_MATERIALS,
  type PlanChoices,
  type RenderInput,
  type RenderOutput,
  WATER_TINTS,
} from './types.ts';
import { renderRows } from './worker-pool.ts';

/** Photos wider than this are downscaled before rendering. */
export const DEFAULT_MAX_WIDTH = 1536;

export class InvalidCornersError extends Error {}

function clampCorners(corners: Corners, width: number, height: number): Corners {
  return corners.map((p) => ({
    x: Math.min(Math.max(p.x, 0), width),
    y: Math.min(Math.max(p.y, 0), height),
  })) as unknown as Corners;
}

/**
 * The surfaces and shape the input chose instead of the style's, leaving out anything unknown; a
 * freeform outline the API would refuse gives way to the default one.
 */
function planChoices(input: RenderInput): PlanChoices {
  const { water, deckMaterial, copingMaterial, shape, outline, spa, waterfallWall } = input;
  const choices: PlanChoices = {};
  if (water && WATER_TINTS.includes(water)) choices.water = water;
  if (deckMaterial && DECK_MATERIALS.includes(deckMaterial)) choices.deckMaterial = deckMaterial;
  if (copingMaterial && COPING_MATERIALS.includes(copingMaterial)) choices.copingMaterial = copingMaterial;
  if (shape && shape !== 'styleDefault' && POOL_SHAPES.includes(shape)) choices.shape = shape;
  if (shape === 'freeform' && outline && freeformProblem(outline) === null) choices.outline = outline;
  if (spa && SPA_PLACES.includes(spa.place)) choices.spa = { place: spa.place, apart: spa.apart === true };
  if (waterfallWall && WATERFALL_WALLS.includes(waterfallWall)) choices.waterfallWall = waterfallWall;
  return choices;
}

let jobs = 0;

/** A copy of some bytes in memory that worker threads can share. */
function shared(bytes: Uint8Array): Uint8Array {
  const copy = new Uint8Array(new SharedArrayBuffer(bytes.length));
  copy.set(bytes);
  return copy;
}

/** A decoded, checked render, ready to draw: the job, the rows it changes and the base's encoding. */
export interface PreparedRender {
  job: RenderJob;
  from: number;
  to: number;
  base: Promise<Buffer>;
}

/** Everything before drawing: decoding, checking the corners, the camera, the photo's light. */
export async function prepareRender(input: RenderInput): Promise<PreparedRender> {
  const maxWidth = Math.max(64, Math.floor(input.maxWidth ?? DEFAULT_MAX_WIDTH));
  const { image, upright, scale } = await decodePhoto(input.photo, maxWidth);
  const { width, height, channels } = image;
  // Corners are checked in the upload's (upright) pixels, then follow the downscale.
  const problem = validateCorners(input.corners, upright.width, upright.height);
  if (problem) throw new InvalidCornersError(problem);
  const corners = clampCorners(scaleCorners(input.corners, scale), width, height);

  const seed = Math.floor(Math.abs(input.seed)) >>> 0;
  const { length, width: planWidth } = planSize(input.style, estimateAspect(corners, width, height));
  const features = [...new Set(input.features)].sort();
  const surfaces = planChoices(input);
  const camera = createCamera(corners, width, height, length, planWidth);
  if (!(camera.cz > 0.3)) {
    throw new InvalidCornersError('These corners do not look like flat ground seen from above; redraw them.');
  }
  // The base is encoded on libuv's pool while the threads render.
  const base = encodePng(image);
  base.catch(() => {});
  const light = analyseLight(image, corners, camera.toPlan);
  const blurred = await blurredCopy(image, width / 4, 2.5);

  // The edit box: everything in the plan, up to the tallest thing standing on it.
  const plan = planFor(input.style, features, length, planWidth, surfaces);
  let top = 1;
  for (const b of placeObjects(plan, seed)) top = Math.max(top, b.z + b.rz + 0.1);
  const { u0, v0, u1, v1 } = plan.bounds;
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const [u, v, z] of [
    [u0, v0, 0],
    [u1, v0, 0],
    [u0, v1, 0],
    [u1, v1, 0],
    [u0, v0, top],
    [u1, v0, top],
    [u0, v1, top],
    [u1, v1, top],
  ] as const) {
    const p = project(camera, u, v, z);
    if (!p || !Number.isFinite(p.x) || !Number.isFinite(p.y)) {
      // Beyond the horizon: the box reaches the top of the photo.
      x0 = 0;
      y0 = 0;
      x1 = width;
      continue;
    }
    x0 = Math.min(x0, p.x);
    y0 = Math.min(y0, p.y);
    x1 = Math.max(x1, p.x);
    y1 = Math.max(y1, p.y);
  }
  const bx0 = Math.max(0, Math.floor(x0) - 2);
  const by0 = Math.max(0, Math.floor(y0) - 2);
  const bx1 = Math.min(width, Math.ceil(x1) + 2);
  const by1 = Math.min(height, Math.ceil(y1) + 2);
  const box = { x0: bx0, y0: by0, width: Math.max(0, bx1 - bx0), height: Math.max(0, by1 - by0) };

  const photo = { data: shared(image.data), width, height, channels };
  const grade = input.timeOfDay === 'day' ? null : createSceneGrade(input.timeOfDay, detectSky(photo), seed);
  const target = {
    data: shared(image.data),
    mask: shared(new Uint8Array(width * height)),
    keep: input.keep ? shared(await decodeKeepMask(input.keep, width, height)) : null,
    width,
    height,
    channels,
  };
  const job: RenderJob = {
    id: ++jobs,
    photo,
    blurred: { data: shared(blurred.data), width: blurred.width, height: blurred.height, channels: 3 },
    target,
    corners,
    style: input.style,
    features,
    surfaces,
    planLength: length,
    planWidth,
    seed,
    timeOfDay: input.timeOfDay,
    grade,
    light,
    box,
  };
  // By day only the box changes; at dusk and night every row is graded.
  return { job, from: grade ? 0 : box.y0, to: grade ? height : box.y0 + box.height, base };
}

export async function renderPool(input: RenderInput): Promise<RenderOutput> {
  const { job, from, to, base } = await prepareRender(input);
  await renderRows(job, from, to);
  const { target } = job;
  const { width, height, channels } = target;
  const result = { data: Buffer.from(target.data), width, height, channels };
  const [png, basePng] = await Promise.all([encodePng(result), base]);
  return {
    image: png,
    base: basePng,
    width,
    height,
    mask: new Uint8Array(target.mask),
    graded: job.grade !== null,
  };
}
