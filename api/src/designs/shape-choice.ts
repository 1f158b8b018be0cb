// A design's shape as the render engines take it: nothing for the style's own shape (every design
// made before shapes existed), the outline only for a freeform shape.
import type { OutlinePoint, PoolShape } from '@poolscape/shared/plan-geometry';

export function shapeChoice(options: {
  shape?: PoolShape | undefined;
  outline?: readonly OutlinePoint[] | undefined;
}): { shape?: PoolShape; outline?: readonly OutlinePoint[] } {
  const { shape, outline } = options;
  if (!shape || shape === 'styleDefault') return {};
  return shape === 'freeform' && outline ? { shape, outline } : { shape };
}
