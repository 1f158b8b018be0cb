// The plan's choices under the preview, on the create screen and in "Regenerate with changes": the
// shape, then (once they are chosen) where the hot tub and the waterfall go.
import type { Dispatch, SetStateAction } from 'react';
import type { OptionsForm } from '../DesignOptionsFields.tsx';
import { FeaturePlaces } from './FeaturePlaces.tsx';
import { ShapePicker } from './ShapePicker.tsx';

export function PlanPicker({
  options,
  setOptions,
  idPrefix,
}: {
  options: OptionsForm;
  setOptions: Dispatch<SetStateAction<OptionsForm>>;
  idPrefix: string;
}) {
  return (
    <div className="grid gap-4">
      <ShapePicker
        style={options.style}
        value={options.shape}
        onChange={(shape) => setOptions((current) => ({ ...current, shape }))}
        idPrefix={idPrefix}
      />
      <FeaturePlaces
        features={options.features}
        spa={options.spa}
        waterfall={options.waterfall}
        onSpaChange={(spa) => setOptions((current) => ({ ...current, spa }))}
        onWaterfallChange={(waterfall) => setOptions((current) => ({ ...current, waterfall }))}
        idPrefix={idPrefix}
      />
    </div>
  );
}
