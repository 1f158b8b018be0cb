// The built-in pool renderer: a pure module that draws a pool into a backyard photo. It knows
// nothing of designs, jobs, storage or HTTP. See README.md for what a render must look like and
// render.ts for the pipeline.
export { suggestPlacement, validateCorners } from './corners.ts';
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
