// The built-in pool renderer: a pure module (no HTTP, no database). See render.ts for the pipeline
// and /work/shared/RENDERER.md for what it must look like.
export { quadArea, suggestPlacement, validateCorners } from './corners.ts';
export { UnsupportedPhotoError } from './image-io.ts';
export { DEFAULT_MAX_WIDTH, InvalidCornersError, renderPool } from './render.ts';
export { SAMPLE_CORNERS } from './samples.ts';
export {
  type Corners,
  POOL_FEATURES,
  POOL_STYLES,
  type Point,
  type PoolFeature,
  type PoolStyle,
  type RenderInput,
  type RenderOutput,
  TIMES_OF_DAY,
  type TimeOfDay,
} from './types.ts';
