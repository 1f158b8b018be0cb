// The suggested placement of a photo: decoded small (sharp shrinks a JPEG while decoding, so a
// 20-megapixel photo costs a fraction of a full decode), turned upright, analysed (ground.ts) in a
// thread of its own (analysis-thread.ts).
// When the photo shows no usable open ground, the fixed trapezoid of the lower middle, and a
// confidence of 0 so the studio says so.
import type { Corners } from '@poolscape/shared';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../../images/user-pictures.ts';
import { suggestedCorners } from '../corners.ts';
import { analysePlacement } from './analysis-thread.ts';

/** The grid's width in cells: fine enough for a fence post, small enough to stay fast. */
const GRID_WIDTH = 160;

export interface PlacementSuggestion {
  corners: Corners;
  /** 0 when no open ground was found (the fixed trapezoid), else up to 1. */
  confidence: number;
}

export async function suggestPlacementFor(photo: Buffer): Promise<PlacementSuggestion> {
  // The upload's own ceiling: a picture too large to accept is not decoded here either.
  const { data, info } = await sharp(photo, { failOn: 'none', limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: GRID_WIDTH, kernel: 'linear', fastShrinkOnLoad: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = await analysePlacement({ data, width: info.width, height: info.height });
  if (!found) return { corners: suggestedCorners(info.width, info.height), confidence: 0 };
  return { corners: found.corners, confidence: Math.round(found.confidence * 100) / 100 };
}
