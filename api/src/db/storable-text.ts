// What PostgreSQL can store in a text column: UTF-8 without NUL characters. Text from outside
// (a header, a provider's profile, a search) goes through here before it is written or compared.
// A jsonb column is stricter still: it refuses `\u0000` and a lone surrogate's `\ud800` escape, both
// of which `JSON.stringify` writes, so every JSON value written to Postgres goes through `storableJson`.

/** Text as Postgres can store it: no NUL characters and no lone UTF-16 surrogates. */
export function storableText(text: string): string {
  return text.toWellFormed().replaceAll('\u0000', '');
}

/** A plain object (as JSON has them), not a Date, a Buffer or a class instance. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * `value` as JSON text a jsonb column accepts: every string and every key made storable
 * (`storableText`), otherwise as `JSON.stringify` writes it.
 */
export function storableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'string') return storableText(item);
    if (!isPlainObject(item)) return item;
    // The replacer sees the object before its members: names are cleaned here, values when visited.
    let clean = true;
    for (const key of Object.keys(item)) if (storableText(key) !== key) clean = false;
    return clean ? item : Object.fromEntries(Object.entries(item).map(([key, v]) => [storableText(key), v]));
  });
}
