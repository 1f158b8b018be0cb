// How form fields and their labels look across the site's screens.
export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 disabled:bg-slate-100 disabled:text-slate-500';
export const labelClass = 'block text-sm font-medium text-slate-800';
