// Premium's "AI modeling styles" without an AI provider: the finished photoreal render (photo and
// pool together) redrawn as an architect's sketch, a watercolour or a clay model by image filters.
//
// sharp decodes, resizes and encodes; everything else is plain loops over Float32Array planes with
// values in 0..1. Lengths are in units of `u` (the image width / 1024) so that a thumbnail and a
// 1536-px render look alike. Only the sketch's line work and hatching are worked out at full size:
// soft things (tones, washes, noise, the clay's surfaces) are made on a reduced copy and scaled up,
// which keeps a 1536-px image to a few hundred milliseconds. All randomness comes from the seed,
// so the same image and seed give the same bytes.
import type { ModelingStyle } from '@poolscape/shared/designs';
import { clay } from './clay.ts';
import { decode, encode } from './planes.ts';
import { sketch } from './sketch.ts';
import { watercolour } from './watercolour.ts';

export type FilteredModelingStyle = Exclude<ModelingStyle, 'photoreal'>;

/**
 * Redraws a finished render (a lossless PNG, RGB) in `style` and returns a lossless PNG of the same
 * size. Deterministic for the same image and seed.
 */
export async function applyModelingStyle(
  image: Buffer,
  style: FilteredModelingStyle,
  seed: number,
): Promise<Buffer> {
  const source = await decode(image);
  const s = Math.floor(Math.abs(seed)) >>> 0;
  if (style === 'sketch') return encode(await sketch(source, s));
  if (style === 'watercolour') return encode(await watercolour(source, s));
  return encode(await clay(source, s));
}
