// Choosing designs to add to a collection (or a presentation): the user's designs, newest first,
// those already in it left out, any number ticked at once.
import { useState } from 'react';
import { useDesignList } from '../../lib/designs/queries.ts';
import { primaryButton } from '../../ui/buttons.ts';
import { Modal } from '../../ui/dialogs.tsx';
import { ErrorText, Spinner } from '../../ui/states.tsx';

/** How many of the newest designs the picker lists. */
const PICKER_SIZE = 60;

export function AddDesignsModal({
  open,
  present,
  pending,
  error,
  onAdd,
  onClose,
  place = 'this collection',
}: {
  open: boolean;
  /** Designs already in the collection. */
  present: ReadonlySet<string>;
  pending: boolean;
  error: string | null;
  onAdd: (designIds: string[]) => void;
  onClose: () => void;
  /** Where the designs go, as the empty picker says it. */
  place?: string;
}) {
  const list = useDesignList({ page: 1, pageSize: PICKER_SIZE });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const candidates = (list.data?.items ?? []).filter((design) => !present.has(design.id));
  return (
    <Modal open={open} onClose={onClose} title="Add designs" wide>
      {list.isPending && <Spinner label="Loading your designs" />}
      {list.data && candidates.length === 0 && (
        <p className="text-sm text-slate-700">Every one of your designs is in {place} already.</p>
      )}
      {candidates.length > 0 && (
        <ul
          className="grid max-h-[55dvh] grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-3"
          aria-label="Your designs"
        >
          {candidates.map((design) => (
            <li key={design.id}>
              <label className="block cursor-pointer overflow-hidden rounded-xl border border-slate-200 has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-600">
                {design.thumbnailUrl ? (
                  <img
                    src={design.thumbnailUrl}
                    alt=""
                    className="aspect-[4/3] w-full object-cover"
                    loading="lazy"
                  />
                ) : (
                  <div className="aspect-[4/3] bg-slate-100" />
                )}
                <span className="flex items-center gap-2 p-2 text-sm font-medium text-slate-900">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-600"
                    checked={chosen.has(design.id)}
                    onChange={() => {
                      const next = new Set(chosen);
                      if (next.has(design.id)) next.delete(design.id);
                      else next.add(design.id);
                      setChosen(next);
                    }}
                  />
                  <span className="truncate">{design.name}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <div className="mt-3">
          <ErrorText message={error} />
        </div>
      )}
      <div className="mt-4 flex justify-end">
        <button
          type="button"
          className={primaryButton}
          disabled={chosen.size === 0 || pending}
          onClick={() => {
            onAdd([...chosen]);
            setChosen(new Set());
          }}
        >
          {pending ? 'Adding…' : chosen.size === 1 ? 'Add 1 design' : `Add ${chosen.size} designs`}
        </button>
      </div>
    </Modal>
  );
}
