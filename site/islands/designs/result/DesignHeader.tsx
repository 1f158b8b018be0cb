// The result screen's heading: the design's name with Rename (an inline form), its status, the
// latest options and when it was created.
import type { Design } from '@poolscape/shared';
import { useId, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { primaryButton, secondaryButton } from '../../../ui/buttons.ts';
import { inputClass, labelClass } from '../../../ui/fields.ts';
import { describeOptions, formatDate } from '../../../ui/format.ts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { ErrorText } from '../../../ui/states.tsx';
import { useOptionLabels } from '../design-options.ts';
import { useRenameDesign } from './use-rename-design.ts';

export function DesignHeader({ design }: { design: Design }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(design.name);
  const inputId = useId();
  const renameButton = useRef<HTMLButtonElement>(null);
  const rename = useRenameDesign(design, () => {
    setEditing(false);
    requestAnimationFrame(() => renameButton.current?.focus());
  });

  function cancel(): void {
    setEditing(false);
    rename.reset();
    requestAnimationFrame(() => renameButton.current?.focus());
  }

  const latest = design.versions[0];
  const labels = useOptionLabels();
  return (
    <div className="mt-3">
      {editing ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const name = draft.trim();
            if (!name) return;
            if (name === design.name) return cancel();
            rename.mutate(name);
          }}
        >
          <div className="min-w-0 flex-1 basis-64">
            <label htmlFor={inputId} className={labelClass}>
              Design name
            </label>
            <input
              id={inputId}
              // The user just asked to rename; the field is what they want.
              // biome-ignore lint/a11y/noAutofocus: the user asked to rename
              autoFocus
              value={draft}
              maxLength={120}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.preventDefault();
                  cancel();
                }
              }}
              className={`mt-1 ${inputClass} text-lg font-semibold`}
            />
          </div>
          <button
            type="submit"
            className={primaryButton}
            disabled={!draft.trim()}
            aria-disabled={rename.isPending || undefined}
          >
            {rename.isPending ? 'Saving...' : 'Save name'}
          </button>
          <button type="button" className={secondaryButton} onClick={cancel}>
            Cancel
          </button>
          {rename.error !== null && (
            <div className="basis-full">
              <ErrorText message={errorMessage(rename.error, 'The name was not saved. Try again.')} />
            </div>
          )}
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="min-w-0 break-words text-3xl font-bold text-slate-900">{design.name}</h1>
          <button
            ref={renameButton}
            type="button"
            className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            onClick={() => {
              setDraft(design.name);
              setEditing(true);
            }}
          >
            Rename<span className="sr-only"> design</span>
          </button>
        </div>
      )}
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <StatusBadge status={design.status} />
        {latest && <span>{describeOptions(latest.options, 1 + design.viewpoints.length, labels)}</span>}
        <span aria-hidden="true">·</span>
        <span>Created {formatDate(design.createdAt)}</span>
      </p>
    </div>
  );
}
