// Requests to the CMS's REST API (`/cms/api/...`) that Payload would fail on as a 500 are refused
// here, in front of the proxy, with a 400 or a 404 and a plain message: text Postgres cannot take
// in the address (a NUL, or %-escapes that are not UTF-8, such as a lone surrogate's), an id of a
// numeric-id collection that is no number or out of range, a page, limit or depth that is no small
// whole number, an id filter that is no whole number, a multipart body without a boundary, a file
// name longer than a file system takes, and a JSON body that is not an object or holds a NUL.
// Security: each is refused before it reaches the CMS, so an anonymous client cannot make it log
// stack traces or hold a database connection on an error path. Everything the CMS answered well
// before is passed on as before.
import { Readable } from 'node:stream';
import { CMS_COLLECTIONS } from '@poolscape/shared';
import type { FastifyRequest } from 'fastify';
import { findNul } from './text-input.ts';

export interface CmsRefusal {
  status: 400 | 404;
  message: string;
}

export const CMS_REQUEST_MESSAGES = {
  badAddress: 'The address holds characters that cannot be read (a NUL, or a broken %-escape).',
  notFound: 'Not found.',
  badNumber: (name: string) => `${name} must be a whole number from 0 to ${MAX_COUNT}.`,
  badIdFilter: 'An id filter takes whole numbers only.',
  noBoundary: 'A multipart body needs a boundary in its content type.',
  notAnObject: 'The body must be a JSON object.',
  nul: 'The body holds a NUL character, which cannot be stored.',
  badPayload: 'The _payload field must be a JSON object.',
  repeatedFilter: 'A filter is given more than once; give each condition once (lists: in, not_in, all).',
  repeatedOption: (name: string) => `${name} is given more than once; give it once.`,
} as const;

/** Options Payload reads as one value; given twice they reach it as a list, and it fails. */
const SINGLE_OPTIONS = new Set(['page', 'limit', 'depth', 'draft']);

/** The operators that take a list, which a filter may give as the same key repeated. */
const LIST_OPERATOR = /\[(in|not_in|all)\]$/;

/** The largest page, limit or depth passed on (Payload's own depth cap is far below it). */
const MAX_COUNT = 999_999_999;
/** Postgres' `integer`, the type of every Payload collection's id. */
const MAX_ID = 2_147_483_647;
/** A file name's longest, in bytes, on the file systems the media are kept on. */
const MAX_FILE_NAME_BYTES = 255;
/** Collections whose documents have numeric ids (Payload on Postgres: `serial`). */
const NUMERIC_ID_COLLECTIONS = new Set<string>([
  ...Object.values(CMS_COLLECTIONS),
  'payload-locked-documents',
]);
/** Words in an id's place that name one of Payload's own calls on every collection, not a document. */
const CALLS = new Set(['access', 'count']);
/**
 * Collections the CMS keeps no versions of: `versions` there is no call (Payload fails on it). Listed
 * as the exceptions, so a new collection with versions is never cut off from them here.
 */
const UNVERSIONED = new Set<string>([
  CMS_COLLECTIONS.adSlots,
  CMS_COLLECTIONS.media,
  CMS_COLLECTIONS.users,
  CMS_COLLECTIONS.redirects,
  CMS_COLLECTIONS.previewLinks,
  CMS_COLLECTIONS.tags,
  'payload-locked-documents',
]);
/** The calls only an auth collection (users) has, and the one only an upload collection (media) has. */
const AUTH_CALLS = new Set([
  'first-register',
  'forgot-password',
  'init',
  'login',
  'logout',
  'me',
  'refresh-token',
  'reset-password',
  'unlock',
  'verify',
]);
const callOf = (collection: string, word: string): boolean =>
  CALLS.has(word) ||
  (word === 'versions' && !UNVERSIONED.has(collection)) ||
  (collection === CMS_COLLECTIONS.users && AUTH_CALLS.has(word)) ||
  (collection === CMS_COLLECTIONS.media && word === 'file');
const ID_OPERATORS =
  /\[id\]\[(equals|not_equals|in|not_in|greater_than|greater_than_equal|less_than|less_than_equal)\](\[\d+\])?$/;

const decode = (text: string): string | null => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

const isId = (text: string): boolean => /^\d{1,10}$/.test(text) && Number(text) <= MAX_ID;

/** Why the CMS would fail on the address of `request`, or null when it may go on. */
export function cmsAddressRefusal(url: string): CmsRefusal | null {
  const [rawPath = '', rawQuery = ''] = url.split(/\?(.*)/s, 2);
  // Split before decoding: an escaped slash (`%2F`) is part of a segment, as Payload routes it.
  const segments: string[] = [];
  for (const raw of rawPath.split('/').filter(Boolean)) {
    const segment = decode(raw);
    if (segment === null || segment.includes('\u0000'))
      return { status: 400, message: CMS_REQUEST_MESSAGES.badAddress };
    segments.push(segment);
  }
  // `/cms/api/<collection>/<id>[/...]` and `/cms/api/<collection>/versions/<id>`.
  const [, , collection, id, versionId] = segments;
  if (collection && NUMERIC_ID_COLLECTIONS.has(collection) && id !== undefined) {
    if (!callOf(collection, id) && !isId(id)) return { status: 404, message: CMS_REQUEST_MESSAGES.notFound };
    if (id === 'versions' && versionId !== undefined && !isId(versionId))
      return { status: 404, message: CMS_REQUEST_MESSAGES.notFound };
    if (id === 'file' && Buffer.byteLength(segments.slice(4).join('/')) > MAX_FILE_NAME_BYTES)
      return { status: 404, message: CMS_REQUEST_MESSAGES.notFound };
  }
  const filters = new Set<string>();
  const options = new Set<string>();
  for (const pair of rawQuery.split('&')) {
    if (!pair) continue;
    const [rawKey = '', rawValue = ''] = pair.split(/=(.*)/s, 2);
    const key = decode(rawKey.replaceAll('+', ' '));
    const value = decode(rawValue.replaceAll('+', ' '));
    if (key === null || value === null || `${key}${value}`.includes('\u0000'))
      return { status: 400, message: CMS_REQUEST_MESSAGES.badAddress };
    // A condition given twice reaches Payload as a list where it takes one value, and it fails.
    if (key.startsWith('where') && !LIST_OPERATOR.test(key)) {
      if (filters.has(key)) return { status: 400, message: CMS_REQUEST_MESSAGES.repeatedFilter };
      filters.add(key);
    }
    if (SINGLE_OPTIONS.has(key)) {
      if (options.has(key)) return { status: 400, message: CMS_REQUEST_MESSAGES.repeatedOption(key) };
      options.add(key);
    }
    if ((key === 'page' || key === 'limit' || key === 'depth') && value !== '') {
      if (!/^\d{1,9}$/.test(value) || Number(value) > MAX_COUNT)
        return { status: 400, message: CMS_REQUEST_MESSAGES.badNumber(key) };
    }
    if (key.startsWith('where') && ID_OPERATORS.test(key)) {
      if (
        !value
          .split(',')
          .every((part) => /^-?\d{1,10}$/.test(part.trim()) && Math.abs(Number(part)) <= MAX_ID)
      )
        return { status: 400, message: CMS_REQUEST_MESSAGES.badIdFilter };
    }
  }
  return null;
}

/** Why the CMS would fail on a multipart body's content type, or null. */
export function cmsContentTypeRefusal(contentType: string | undefined): CmsRefusal | null {
  if (!contentType || !/^\s*multipart\//i.test(contentType)) return null;
  return /;\s*boundary=("[^"]+"|[^;\s]+)/i.test(contentType)
    ? null
    : { status: 400, message: CMS_REQUEST_MESSAGES.noBoundary };
}

/** A multipart body larger than this is passed on unread (an upload's file): Payload reads its fields. */
const MULTIPART_READ_BYTES = 1024 * 1024;

/** Why Payload would fail on the JSON `text` it parses as a request's data, or null. */
function dataRefusal(text: string, unparseable: CmsRefusal | null): CmsRefusal | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return unparseable;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { status: 400, message: CMS_REQUEST_MESSAGES.notAnObject };
  return findNul(data) === null ? null : { status: 400, message: CMS_REQUEST_MESSAGES.nul };
}

/** The `_payload` field of a multipart body (Payload's JSON data beside a file), or null. */
function payloadField(body: Buffer, contentType: string): string | null {
  const boundary = contentType.match(/;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i);
  const delimiter = `--${boundary?.[1] ?? boundary?.[2] ?? ''}`;
  for (const part of body.toString('utf8').split(delimiter)) {
    const headEnd = part.indexOf('\r\n\r\n');
    if (headEnd < 0) continue;
    const head = part.slice(0, headEnd);
    if (!/name="_payload"/i.test(head) || /filename=/i.test(head)) continue;
    return part.slice(headEnd + 4).replace(/\r\n$/, '');
  }
  return null;
}

/**
 * Reads the body the proxy would stream to the CMS when Payload parses it as data (JSON, or the
 * `_payload` field of a multipart body of up to 1 MB) and refuses data that is not a JSON object or
 * holds a NUL character; a broken `_payload` too (Payload parses it unguarded). The proxy then gets
 * the same bytes as a stream. Unparseable JSON bodies go on: Payload answers those with 400 itself.
 */
export async function cmsBodyRefusal(request: FastifyRequest): Promise<CmsRefusal | null> {
  const type = request.headers['content-type'] ?? '';
  const json = /^\s*application\/json\s*(;|$)/i.test(type);
  const multipart = /^\s*multipart\//i.test(type);
  const source = request.body;
  if ((!json && !multipart) || !(source instanceof Readable)) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  const iterator = source[Symbol.asyncIterator]();
  let ended = false;
  while (json || size <= MULTIPART_READ_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    const chunk = Buffer.from(next.value as Buffer);
    chunks.push(chunk);
    size += chunk.length;
  }
  request.body = Readable.from(
    (async function* () {
      yield* chunks;
      for (let next = ended ? null : await iterator.next(); next && !next.done; next = await iterator.next())
        yield next.value as Buffer;
    })(),
  );
  if (!ended) return null;
  const bytes = Buffer.concat(chunks);
  if (json) {
    const text = bytes.toString('utf8');
    return text.trim() === '' ? null : dataRefusal(text, null);
  }
  const field = payloadField(bytes, type);
  return field === null
    ? null
    : dataRefusal(field, { status: 400, message: CMS_REQUEST_MESSAGES.badPayload });
}
