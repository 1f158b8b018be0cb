// The preview's plan from the options form, kept the same object while nothing it draws changes,
// so typing a name or a prompt does not redraw the pool.
import { useMemo } from 'react';
import type { OptionsForm } from '../DesignOptionsFields.tsx';
import type { PreviewPlan } from './draw-plan.ts';

export function usePreviewPlan({
  style,
  shape,
  outline,
  features,
  spa,
  waterfall,
}: OptionsForm): PreviewPlan {
  return useMemo(
    () => ({ style, shape, outline, features, spa: spa ?? undefined, waterfall: waterfall ?? undefined }),
    [style, shape, outline, features, spa, waterfall],
  );
}
