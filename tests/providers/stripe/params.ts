// Stripe's request parameters and errors, as the stand-in (../stripe-server.ts) reads and answers
// them: form-encoded or query parameters in bracket notation (`line_items[0][price]`,
// `lookup_keys[]`, `metadata[key]`) read into nested objects and arrays, each read with the message,
// code and `param` Stripe gives when it is missing or malformed; errors as `{ error: { type, code,
// message, param } }`; lists as `{ object: 'list', data, has_more, url }` pages.
import type { Json, Metadata } from './objects.ts';

export class StripeFailure extends Error {
  readonly status: number;
  readonly type: string;
  readonly code: string | undefined;
  readonly param: string | undefined;

  constructor(
    status: number,
    message: string,
    options: { type?: string; code?: string; param?: string } = {},
  ) {
    super(message);
    this.status = status;
    this.type = options.type ?? 'invalid_request_error';
    this.code = options.code;
    this.param = options.param;
  }

  get body(): Json {
    const { message, type, code, param } = this;
    const doc = code ? { doc_url: `https://docs.stripe.com/error-codes/${code.replaceAll('_', '-')}` } : {};
    return { error: { ...(code ? { code } : {}), ...doc, message, ...(param ? { param } : {}), type } };
  }
}

export const missing = (param: string) =>
  new StripeFailure(400, `Missing required param: ${param}.`, { code: 'parameter_missing', param });
/** `status` 404 for the resource in the URL, 400 for an id given as a parameter. */
export const noSuch = (kind: string, id: string, param = 'id', status = 404) =>
  new StripeFailure(status, `No such ${kind}: '${id}'`, { code: 'resource_missing', param });

/** Form or query parameters in Stripe's bracket notation, as nested objects and arrays. */
export function parseParams(entries: Iterable<[string, string]>): Json {
  const root: Json = {};
  for (const [key, value] of entries) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    for (const [i, raw] of path.entries()) {
      const part = raw === '' ? String(Object.keys(node).length) : raw;
      if (i === path.length - 1) node[part] = value;
      else {
        const next = node[part];
        if (!next || typeof next !== 'object') node[part] = {};
        node = node[part] as Json;
      }
    }
  }
  return normalize(root) as Json;
}

function normalize(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([k, v]) => [k, normalize(v)] as const);
  if (entries.length && entries.every(([k]) => /^\d+$/.test(k)))
    return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, v]) => v);
  return Object.fromEntries(entries);
}

export function text(params: Json, name: string, label = name): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string')
    throw new StripeFailure(400, `Invalid string: ${JSON.stringify(value)}`, { param: label });
  return value;
}

export function required(params: Json, name: string, label = name): string {
  const value = text(params, name, label);
  if (value === undefined) throw missing(label);
  if (value === '')
    throw new StripeFailure(
      400,
      `You passed an empty string for '${label}'. We assume empty values are an attempt to unset a parameter; however '${label}' cannot be unset. You should remove '${label}' from your request or supply a non-empty value.`,
      { code: 'parameter_invalid_empty', param: label },
    );
  return value;
}

export function bool(params: Json, name: string, label = name): boolean | undefined {
  const value = text(params, name, label);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false')
    throw new StripeFailure(400, `Invalid boolean: ${value}`, { param: label });
  return value === 'true';
}

export function int(params: Json, name: string, label = name): number | undefined {
  const value = text(params, name, label);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value))
    throw new StripeFailure(400, `Invalid integer: ${value}`, {
      code: 'parameter_invalid_integer',
      param: label,
    });
  return Number(value);
}

/** `metadata[key]=value` pairs; an empty value unsets the key when merged into existing metadata. */
export function metadata(params: Json, name: string, base: Metadata = {}): Metadata {
  const value = params[name];
  if (value === undefined) return { ...base };
  if (value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value) || value === null)
    throw new StripeFailure(400, 'Invalid hash', { param: name });
  const merged = { ...base };
  for (const [key, v] of Object.entries(value)) {
    if (typeof v !== 'string') throw new StripeFailure(400, 'Invalid hash', { param: `${name}[${key}]` });
    if (key.length > 40)
      throw new StripeFailure(400, 'Metadata keys can be at most 40 characters.', { param: name });
    if (v.length > 500)
      throw new StripeFailure(400, 'Metadata values can be at most 500 characters.', { param: name });
    if (v === '') delete merged[key];
    else merged[key] = v;
  }
  if (Object.keys(merged).length > 50)
    throw new StripeFailure(400, 'Too many metadata keys (max 50).', { param: name });
  return merged;
}

/** An array parameter (`items[0][price]`...); Stripe takes an indexed hash or a list alike. */
export function array(params: Json, name: string): Json[] {
  const value = params[name];
  if (value === undefined) return [];
  const list = Array.isArray(value)
    ? value
    : typeof value === 'object' && value
      ? Object.values(value)
      : null;
  if (!list || list.some((item) => !item || typeof item !== 'object'))
    throw new StripeFailure(400, 'Invalid array', { param: name });
  return list as Json[];
}

/** A list of strings (`lookup_keys[]=a`, `expand[0]=b`, or one value). */
export function strings(params: Json, name: string): string[] {
  const value = params[name];
  if (value === undefined) return [];
  const list =
    typeof value === 'string' ? [value] : Array.isArray(value) ? value : Object.values(value as Json);
  if (list.some((item) => typeof item !== 'string'))
    throw new StripeFailure(400, 'Invalid array', { param: name });
  return list as string[];
}

/** A page of `items` (newest first) as Stripe lists answer: `limit`, `starting_after`, `ending_before`. */
export function renderList(items: Json[], url: string, params: Json): Json {
  const limit = int(params, 'limit') ?? 10;
  if (limit < 1 || limit > 100)
    throw new StripeFailure(400, 'This value must be between 1 and 100.', { param: 'limit' });
  const after = text(params, 'starting_after');
  const before = text(params, 'ending_before');
  let start = after ? items.findIndex((item) => item.id === after) + 1 : 0;
  let end = items.length;
  if (before) {
    end = Math.max(
      0,
      items.findIndex((item) => item.id === before),
    );
    start = Math.max(0, end - limit);
  }
  const data = items.slice(start, Math.min(end, start + limit));
  return { object: 'list', data, has_more: start + data.length < end, url };
}
