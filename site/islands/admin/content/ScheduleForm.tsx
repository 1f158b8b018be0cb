// Schedule a publish or an unpublish of one content item: a date and time in the admin's own time
// zone, sent to the CMS as an instant.
import { useId, useState } from 'react';
import { primaryButton, secondaryButton } from '../../../ui/buttons.ts';
import { inputClass, labelClass } from '../../../ui/fields.ts';

/** `datetime-local`'s value for an instant, in the browser's time zone. */
function localValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function ScheduleForm({
  busy,
  onSchedule,
  onCancel,
}: {
  busy: boolean;
  /** Sends it; the form stays open with what was typed until it is done. */
  onSchedule: (at: string, action: 'publish' | 'unpublish') => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const [when, setWhen] = useState(() => localValue(new Date(Date.now() + 60 * 60 * 1000)));
  const [action, setAction] = useState<'publish' | 'unpublish'>('publish');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-3 rounded-xl bg-slate-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        const at = new Date(when);
        if (Number.isNaN(at.getTime())) return setError('Choose a date and time.');
        if (at.getTime() <= Date.now()) return setError('Choose a time in the future.');
        setError(null);
        void onSchedule(at.toISOString(), action);
      }}
    >
      <div>
        <label htmlFor={`${id}-action`} className={labelClass}>
          Then
        </label>
        <select
          id={`${id}-action`}
          className={inputClass}
          value={action}
          // Opening the form is asking to schedule: the first choice has the focus.
          // biome-ignore lint/a11y/noAutofocus: the form opens on the person's own click.
          autoFocus
          onChange={(event) => setAction(event.target.value as 'publish' | 'unpublish')}
        >
          <option value="publish">Publish</option>
          <option value="unpublish">Unpublish</option>
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-when`} className={labelClass}>
          At
        </label>
        <input
          id={`${id}-when`}
          type="datetime-local"
          className={inputClass}
          value={when}
          onChange={(event) => setWhen(event.target.value)}
          aria-describedby={error ? `${id}-error` : undefined}
          required
        />
      </div>
      <button type="submit" className={primaryButton} disabled={busy}>
        Schedule
      </button>
      <button type="button" className={secondaryButton} onClick={onCancel}>
        Close
      </button>
      {error && (
        <p id={`${id}-error`} role="alert" className="basis-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
