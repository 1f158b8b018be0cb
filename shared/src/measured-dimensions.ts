// A design version's size as the product states it: measured from the photo against the scale line,
// then counted for the water its chosen shape holds (a kidney's bite is lawn).
import type { PixelPoint } from './corners.ts';
import { type Dimensions, dimensionsOf, type Scale } from './dimensions.ts';
import { shapeShare } from './pool-plan.ts';

/** A version's measured size (null without a scale), counting the water its chosen shape holds. */
export function measuredDimensions(
  version: {
    options: Parameters<typeof shapeShare>[0];
    corners: readonly [PixelPoint, PixelPoint, PixelPoint, PixelPoint];
    scale: Scale | null | undefined;
  },
  photo: { width: number; height: number },
): Dimensions | null {
  const { options, corners, scale } = version;
  return dimensionsOf(corners, scale, photo, shapeShare(options, corners, photo));
}
