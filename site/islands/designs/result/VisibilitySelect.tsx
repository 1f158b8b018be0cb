import { VISIBILITIES, type Visibility } from '@poolscape/shared';
import { useId } from 'react';
import { inputClass, labelClass } from '../../../ui/fields.ts';
import { VISIBILITY_LABELS } from './visibility-labels.ts';

/** Who may see the design; disabled while a change is being saved. */
export function VisibilitySelect({
  value,
  pending,
  onChange,
}: {
  value: Visibility;
  pending: boolean;
  onChange: (value: Visibility) => void;
}) {
  const id = useId();
  return (
    <div className="mt-4">
      <label htmlFor={id} className={labelClass}>
        Visibility
      </label>
      <select
        id={id}
        value={value}
        disabled={pending}
        onChange={(event) => onChange(event.target.value as Visibility)}
        className={`mt-1 ${inputClass}`}
      >
        {VISIBILITIES.map((option) => (
          <option key={option} value={option}>
            {VISIBILITY_LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
