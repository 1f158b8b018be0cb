// Which photo of the yard the result screen shows, for designs with extra viewpoints: a row of
// radio-like toggle buttons (arrow keys move between them, as in a tab list).
import type { KeyboardEvent } from 'react';

export function ViewpointTabs({
  count,
  current,
  onChange,
}: {
  count: number;
  current: number;
  onChange: (viewpoint: number) => void;
}) {
  const numbers = Array.from({ length: count }, (_, index) => index + 1);
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = ((current - 1 + step + count) % count) + 1;
    onChange(next);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-viewpoint="${next}"]`)?.focus();
  }
  return (
    <div role="tablist" aria-label="Viewpoints" className="flex flex-wrap gap-2" onKeyDown={onKeyDown}>
      {numbers.map((number) => {
        const selected = number === current;
        return (
          <button
            key={number}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            data-viewpoint={number}
            onClick={() => onChange(number)}
            className={`min-h-11 rounded-full border px-4 py-2 text-sm font-semibold ${selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`}
          >
            Viewpoint {number}
          </button>
        );
      })}
    </div>
  );
}
