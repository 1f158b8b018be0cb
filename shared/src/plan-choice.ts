// What a design chooses of its pool's plan besides the style and features, as the API takes it
// (a design's options): the water's shape, a freeform outline, the hot tub's place and the
// waterfall's wall. Each left out is the style's own, as for every design made before them.
import { z } from 'zod';
import { POOL_SHAPES, SPA_PLACES, WATERFALL_WALLS } from './plan-geometry.ts';

const unit = z.number().finite().min(0).max(1);

export const PLAN_CHOICE_FIELDS = {
  /** The water's shape; left out (older designs) or 'styleDefault', the style's own. */
  shape: z.enum(POOL_SHAPES, { error: `shape must be one of ${POOL_SHAPES.join(', ')}.` }).optional(),
  /** The freeform shape's control points, as fractions of the footprint (x along, y far to near). */
  outline: z.array(z.object({ x: unit, y: unit }), { error: 'outline must be a list of points.' }).optional(),
  /** Where the hot tub goes (with the hotTub feature); left out, where the style puts it. */
  spa: z
    .object(
      {
        place: z.enum(SPA_PLACES, { error: `spa.place must be one of ${SPA_PLACES.join(', ')}.` }),
        apart: z.boolean({ error: 'spa.apart must be true or false.' }).default(false),
      },
      { error: 'spa must be an object with a place.' },
    )
    .optional(),
  /** The wall the waterfall stands on (with the waterfalls feature); left out, the style's. */
  waterfall: z
    .enum(WATERFALL_WALLS, { error: `waterfall must be one of ${WATERFALL_WALLS.join(', ')}.` })
    .optional(),
};
