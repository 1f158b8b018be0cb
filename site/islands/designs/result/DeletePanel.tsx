import { dangerButton } from '../../../ui/buttons.ts';

/** The result screen's Delete section; the button asks for confirmation (`onDelete`). */
export function DeletePanel({ onDelete }: { onDelete: () => void }) {
  return (
    <section
      aria-labelledby="delete-heading"
      className="rounded-2xl border border-red-100 bg-white p-4 sm:p-6"
    >
      <h2 id="delete-heading" className="text-lg font-semibold text-slate-900">
        Delete
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Deleting removes every version and image of this design. Images used stay counted.
      </p>
      <button type="button" className={`${dangerButton} mt-3`} onClick={onDelete}>
        Delete design
      </button>
    </section>
  );
}
