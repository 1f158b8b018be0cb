// The preview's text alternative: what a screen reader hears instead of the drawn pool, updated as
// the footprint moves. "Kidney pool in the Modern style, with a hot tub, 16 by 32 feet, centred 45%
// across and 81% down the photo."

import type { Corners } from '@poolscape/shared';
import {
  type Dimensions,
  describeDimensions,
  FEATURE_LABELS,
  type PoolStyle,
  STYLE_LABELS,
} from '@poolscape/shared';
import { SHAPE_LABELS } from '@poolscape/shared/plan-geometry';
import type { PreviewPlan } from './draw-plan.ts';

function listed(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

export function describePreview(
  preview: PreviewPlan,
  corners: Corners,
  dimensions: Dimensions | null,
  styleLabel: string = STYLE_LABELS[preview.style as PoolStyle],
): string {
  const shape =
    preview.shape === 'styleDefault'
      ? `${styleLabel} pool in its own shape`
      : `${SHAPE_LABELS[preview.shape]} pool in the ${styleLabel} style`;
  const features = preview.features.map((feature) => FEATURE_LABELS[feature].toLowerCase());
  const withFeatures = features.length > 0 ? `, with ${listed(features)}` : '';
  const size = dimensions ? `, ${describeDimensions(dimensions).size}` : '';
  const across = Math.round((corners.reduce((sum, p) => sum + p.x, 0) / 4) * 100);
  const down = Math.round((corners.reduce((sum, p) => sum + p.y, 0) / 4) * 100);
  return `${shape}${withFeatures}${size}, centred ${across}% across and ${down}% down the photo.`;
}
