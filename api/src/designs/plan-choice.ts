// A design's plan choices as the render engines take them: nothing for what the style decides
// (every design made before these existed), the outline only for a freeform shape, the hot tub's
// place and the waterfall's wall only with those features.
import type { DesignOptions } from '@poolscape/shared';
import type { OutlinePoint, PoolShape, SpaChoice, WaterfallWall } from '@poolscape/shared/plan-geometry';

export interface PlanChoice {
  shape?: PoolShape;
  outline?: readonly OutlinePoint[];
  spa?: SpaChoice;
  waterfallWall?: WaterfallWall;
}

export function planChoice(
  options: Pick<DesignOptions, 'shape' | 'outline' | 'spa' | 'waterfall'> & { features: readonly string[] },
): PlanChoice {
  const { shape, outline, spa, waterfall } = options;
  const choice: PlanChoice = {};
  if (shape && shape !== 'styleDefault') choice.shape = shape;
  if (shape === 'freeform' && outline) choice.outline = outline;
  if (spa && options.features.includes('hotTub')) choice.spa = { place: spa.place, apart: spa.apart };
  if (waterfall && options.features.includes('waterfalls')) choice.waterfallWall = waterfall;
  return choice;
}

/** The plan choices a render request carries, for the renderer (only those set). */
export function planOf(request: PlanChoice): PlanChoice {
  const { shape, outline, spa, waterfallWall } = request;
  return {
    ...(shape ? { shape } : {}),
    ...(outline ? { outline } : {}),
    ...(spa ? { spa } : {}),
    ...(waterfallWall ? { waterfallWall } : {}),
  };
}
