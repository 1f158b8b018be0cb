// The admin lists' filters, kept in the address (a view can be bookmarked or shared): reading them,
// changing one (back to the first page), a search box's text that follows typing, and a labelled
// select for one of them.
import { useEffect, useState } from 'react';
import { setSearch, useSearch } from '../../lib/router/router.ts';
import { inputClass, labelClass } from '../../ui/fields.ts';

export function useAddressFilters() {
  const search = useSearch();
  const params = new URLSearchParams(search);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(window.location.search);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page' && key !== 'ticket') next.delete('page');
    const text = next.toString();
    setSearch(text ? `?${text}` : '', { replace: key !== 'ticket' });
  };
  return { search, params, set };
}

/**
 * The address filters, and the text of a search box for `q` that goes into the address a moment
 * after the last key.
 */
export function useAddressSearch() {
  const filters = useAddressFilters();
  const [typed, setTyped] = useState(filters.params.get('q') ?? '');
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((new URLSearchParams(window.location.search).get('q') ?? '') !== typed.trim())
        filters.set('q', typed.trim());
    }, 250);
    return () => clearTimeout(timer);
  });
  return { ...filters, typed, setTyped };
}

/** The search box of a list: its text goes into the address as `q` (useAddressSearch). */
export function SearchField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={100}
        onChange={(event) => onChange(event.target.value)}
        className={`mt-1 ${inputClass}`}
      />
    </>
  );
}

export function FilterSelect({
  id,
  name,
  label,
  anyLabel,
  options,
  params,
  set,
}: {
  id: string;
  name: string;
  label: string;
  anyLabel: string;
  options: readonly (readonly [string, string])[];
  params: URLSearchParams;
  set: (key: string, value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        value={params.get(name) ?? ''}
        onChange={(event) => set(name, event.target.value)}
        className={`mt-1 ${inputClass}`}
      >
        <option value="">{anyLabel}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
