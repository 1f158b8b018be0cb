// "Price estimates" on /profile/edit, for pool professionals only: the price table a design's
// estimate is worked out from (currency, per square foot or metre, a base, a price per area for
// each pool style and per feature, the range, the words for clients) and where estimates show.
// Saved with a confirmation; "Stop showing estimates" removes the table.
import {
  CURRENCIES,
  type EstimatePlace,
  keepsPriceTable,
  LENGTH_UNITS,
  POOL_FEATURES,
  POOL_STYLES,
  PRICING_LIMITS,
  PRICING_TEXT,
  type PriceTable,
  type User,
} from '@poolscape/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { toast } from '../../stores/toasts.ts';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { ConfirmDialog } from '../../ui/dialogs.tsx';
import { inputClass, labelClass } from '../../ui/fields.ts';
import { ErrorText } from '../../ui/states.tsx';
import { useOptionLabels } from '../designs/design-options.ts';
import {
  rememberPriceTable,
  removePriceTable,
  savePriceTable,
  usePriceTable,
} from '../pricing/pricing-api.ts';
import { type DraftErrors, draftOf, type PriceTableDraft, tableOf } from './price-table-draft.ts';

const PLACE_LABELS: Record<EstimatePlace, string> = {
  result: 'On the design’s page',
  presentation: 'On presentation slides',
  share: 'On shared pages',
};
const UNIT_LABELS = { ft: 'Per square foot', m: 'Per square metre' } as const;

export function PriceTableSection({ user }: { user: User }) {
  const professional = keepsPriceTable(user.role);
  const query = usePriceTable(professional);
  // Held here: saving the first table (or removing it) starts the form afresh.
  const [status, setStatus] = useState<string | null>(null);
  if (!professional) return null;
  return (
    <section aria-labelledby="price-estimates-heading" className="mt-12 border-t border-slate-200 pt-10">
      <h2 id="price-estimates-heading" className="text-2xl font-bold text-slate-900">
        Price estimates
      </h2>
      <p className="mt-2 text-slate-600">
        Your prices turn a design with a measured size into an estimate range for your clients. Only you see
        your prices; clients see the range and your words, where you choose.
      </p>
      {query.isPending ? (
        <p className="mt-6 text-sm text-slate-600" role="status">
          Loading your price table…
        </p>
      ) : query.isError ? (
        <div className="mt-6">
          <ErrorText
            message={errorMessage(query.error, 'We could not load your price table. Reload the page.')}
          />
        </div>
      ) : (
        <PriceTableForm key={query.data ? 'kept' : 'new'} table={query.data} onDone={setStatus} />
      )}
      <p role="status" className="mt-4 text-sm font-medium text-emerald-800">
        {status}
      </p>
    </section>
  );
}

function PriceTableForm({
  table,
  onDone,
}: {
  table: PriceTable | null;
  onDone: (status: string | null) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const labels = useOptionLabels();
  const [draft, setDraft] = useState<PriceTableDraft>(() => draftOf(table));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [confirmRemove, setConfirmRemove] = useState(false);
  const save = useMutation({
    mutationFn: savePriceTable,
    onSuccess: (saved) => {
      rememberPriceTable(queryClient, saved);
      onDone('Price table saved. Your estimates use these prices now.');
      toast({ title: 'Price table saved' });
    },
  });
  const remove = useMutation({
    mutationFn: removePriceTable,
    onSuccess: () => {
      setConfirmRemove(false);
      rememberPriceTable(queryClient, null);
      onDone('Estimates are off: your price table was removed.');
      toast({ title: 'Estimates are off' });
    },
  });
  const change = (next: Partial<PriceTableDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    onDone(null);
  };

  function submit(event: FormEvent): void {
    event.preventDefault();
    const result = tableOf(draft);
    if ('errors' in result) {
      setErrors(result.errors);
      onDone(null);
      return;
    }
    setErrors({});
    save.mutate(result.table);
  }

  const priceBox = (field: string, label: string, value: string, onChange: (text: string) => void) => (
    <div key={field}>
      <label htmlFor={`${id}-${field}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        className={`mt-1 ${inputClass}`}
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
      />
      {errors[field] && (
        <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700">
          {errors[field]}
        </p>
      )}
    </div>
  );
  const area = draft.unit === 'ft' ? 'square foot' : 'square metre';

  const form = (
    <form onSubmit={submit} className="mt-6 space-y-6" noValidate aria-label="Price table">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-currency`} className={labelClass}>
            Currency
          </label>
          <select
            id={`${id}-currency`}
            className={`mt-1 ${inputClass}`}
            value={draft.currency}
            onChange={(event) => change({ currency: event.target.value as PriceTableDraft['currency'] })}
          >
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend className={labelClass}>Prices by area</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {LENGTH_UNITS.map((unit) => (
              <label key={unit} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={`${id}-unit`}
                  checked={draft.unit === unit}
                  onChange={() => change({ unit })}
                />
                {UNIT_LABELS[unit]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      {priceBox('base', `Base price (${draft.currency})`, draft.base, (base) => change({ base }))}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Price per {area}, by pool style</legend>
        {POOL_STYLES.map((style) =>
          priceBox(`perArea.${style}`, labels.style[style], draft.perArea[style], (text) =>
            change({ perArea: { ...draft.perArea, [style]: text } }),
          ),
        )}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Price per feature</legend>
        {POOL_FEATURES.map((feature) =>
          priceBox(`features.${feature}`, labels.feature[feature], draft.features[feature], (text) =>
            change({ features: { ...draft.features, [feature]: text } }),
          ),
        )}
      </fieldset>
      {priceBox('rangePercent', 'Range, ± percent', draft.rangePercent, (rangePercent) =>
        change({ rangePercent }),
      )}
      <div>
        <label htmlFor={`${id}-text`} className={labelClass}>
          Text shown to clients
        </label>
        <textarea
          id={`${id}-text`}
          rows={2}
          className={`mt-1 ${inputClass}`}
          maxLength={PRICING_LIMITS.clientTextLength}
          value={draft.clientText}
          placeholder={PRICING_TEXT.defaultClientText}
          onChange={(event) => change({ clientText: event.target.value })}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Where estimates show</legend>
        <div className="mt-2 grid gap-2">
          {(Object.keys(PLACE_LABELS) as EstimatePlace[]).map((place) => (
            <label key={place} className="flex items-center gap-3 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={draft.show[place]}
                onChange={(event) => change({ show: { ...draft.show, [place]: event.target.checked } })}
              />
              {PLACE_LABELS[place]}
            </label>
          ))}
        </div>
      </fieldset>
      {Object.keys(errors).length > 0 && (
        <ErrorText message="Some prices need a look: see the fields marked below them." />
      )}
      {save.isError && (
        <ErrorText message={errorMessage(save.error, 'We could not save your price table. Try again.')} />
      )}
      {remove.isError && (
        <ErrorText message={errorMessage(remove.error, 'We could not stop the estimates. Try again.')} />
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save price table'}
        </button>
        {table && (
          <button type="button" className={secondaryButton} onClick={() => setConfirmRemove(true)}>
            Stop showing estimates
          </button>
        )}
      </div>
    </form>
  );
  return (
    <>
      {form}
      <ConfirmDialog
        open={confirmRemove}
        title="Stop showing estimates?"
        message="Your price table is removed, and no design shows an estimate until you save a new one."
        confirmLabel="Stop showing estimates"
        pending={remove.isPending}
        pendingLabel="Removing…"
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirmRemove(false)}
      />
    </>
  );
}
