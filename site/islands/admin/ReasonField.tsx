// The reason an admin gives for a change, kept in the audit log (images granted, data sent, an account
// deleted).
import { inputClass, labelClass } from '../../ui/fields.ts';

export function ReasonField({
  id,
  label = 'Reason',
  value,
  onChange,
}: {
  id: string;
  label?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        value={value}
        maxLength={500}
        onChange={(event) => onChange(event.target.value)}
        className={`mt-1 ${inputClass}`}
      />
    </div>
  );
}
