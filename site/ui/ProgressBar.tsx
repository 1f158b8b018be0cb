// The one progress bar of the site: a file going up, a PDF being made. A real <progress> element, so
// screen readers hear its name and value; without a value it is indeterminate (work whose length
// nobody can tell, such as the server making a PDF), and its label says what is going on.
import { useId } from 'react';

export interface ProgressBarProps {
  /** What is in progress, in plain words ("Uploading your photo"); the bar's accessible name. */
  label: string;
  /** How far it is, from 0 to 1; null while nobody can tell (an indeterminate bar). */
  value: number | null;
  /** A second line under the label, such as "12 pages". */
  detail?: string;
  className?: string;
}

/** Whole percent for `fraction`, kept within 0 to 100. */
export function percentOf(fraction: number): number {
  return Math.round(Math.min(1, Math.max(0, fraction)) * 100);
}

export function ProgressBar({ label, value, detail, className = '' }: ProgressBarProps) {
  const id = useId();
  const percent = value === null ? null : percentOf(value);
  return (
    <div className={`grid gap-1 ${className}`}>
      <div className="flex items-baseline justify-between gap-3 text-sm text-slate-800">
        <span id={`${id}-label`} className="font-medium">
          {label}
        </span>
        {/* The bar already tells assistive technology its value; this is the sighted copy. */}
        {percent !== null && (
          <span aria-hidden="true" className="tabular-nums text-slate-600">
            {percent}%
          </span>
        )}
      </div>
      <progress
        aria-labelledby={`${id}-label`}
        aria-describedby={detail ? `${id}-detail` : undefined}
        max={100}
        value={percent ?? undefined}
        // The browser's own bar in the brand colour: it keeps the native moving stripe of an
        // indeterminate bar, which a fully restyled one (appearance: none) loses in Chrome.
        className="h-2 w-full accent-brand-600"
      />
      {detail && (
        <span id={`${id}-detail`} className="text-xs text-slate-600">
          {detail}
        </span>
      )}
    </div>
  );
}
