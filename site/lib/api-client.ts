/**
 * The one way the site talks to the API: requests, query functions, the reading of error bodies
 * and the address of a WebSocket. Besides the token store (`stores/auth-token.ts`), this is the
 * only module that reads the session token; `api-upload.ts`, which sends files with progress,
 * gets its headers and its 401 rule from here.
 *
 * Every request includes credentials and runs in CORS mode because the API may live on another
 * origin than the static site. Failures become an {@link ApiError} whose message begins with the
 * status code, which is what callers (and the user query's "message contains 401" rule) look at.
 * A 401 to a request that carried the token means the session is gone, so the token is dropped
 * here once for all callers.
 */
import type { QueryFunction } from '@tanstack/react-query';
import type { z } from 'zod';
import { clearAuthToken, readAuthToken } from '../stores/auth-token.ts';

/** HTTP methods the site sends. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Whether a request carries the saved session token as a bearer header.
 * - `optional`: when there is one (most calls: the API decides what a visitor may see).
 * - `none`: never. Sign-in calls exist to get a new session, so an old token says nothing about
 *   them, and a 401 for a mistyped password must not be read as "your session is gone".
 */
export type AuthMode = 'optional' | 'none';

/** Options of {@link apiRequest} and {@link fetchApi}. */
export interface ApiRequestOptions {
  /** `FormData` is sent as is; any other value except `undefined`/`null` as JSON. */
  body?: unknown;
  /** Defaults to `optional`. */
  auth?: AuthMode;
  /** Sent as the `Idempotency-Key` header, so a retried submit is applied once. */
  idempotencyKey?: string;
  /** More request headers (a form's proof of work). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Whether a 401 to a request that carried the token signs the visitor out (the default). Only
   * background upkeep, whose failures are logged and nothing more, turns this off.
   */
  signOutOn401?: boolean;
}

/** An `ApiRequestOptions` whose successful answer is checked against `schema` and returned parsed. */
export interface ApiJsonRequestOptions<T> extends ApiRequestOptions {
  schema: z.ZodType<T>;
}

/** What a query function does when the API answers 401 Unauthorized. */
export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Options for {@link getQueryFn}. */
export interface QueryFnOptions {
  /** `returnNull` lets "who am I" style queries read a 401 as "signed out" instead of failing. */
  on401: UnauthorizedBehavior;
}

/**
 * A non-OK API response. The message is `"<status>: <body>"`, or `"<status>: <status text>"` when
 * the body is empty.
 */
export class ApiError extends Error {
  /** HTTP status code, e.g. 404. */
  readonly status: number;
  /** Raw response body text; empty when the server sent none. */
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

function buildHeaders(
  token: string | null,
  hasJsonBody: boolean,
  idempotencyKey?: string,
  extra: Record<string, string> = {},
): Headers {
  const headers = new Headers(extra);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
  return headers;
}

/** The headers of a request without a JSON body, and the token they carry (null: none). */
export interface SignedHeaders {
  headers: Headers;
  token: string | null;
}

/**
 * The headers {@link fetchApi} sends with a form or an empty body (the bearer token by `auth`,
 * the idempotency key, the extra headers), for `api-upload.ts`, which sends files through
 * `XMLHttpRequest` because only it reports upload progress.
 */
export function signedHeaders(options: ApiRequestOptions = {}): SignedHeaders {
  const token = options.auth === 'none' ? null : readAuthToken();
  return { headers: buildHeaders(token, false, options.idempotencyKey, options.headers), token };
}

/**
 * Security: a 401 answering a request that carried a token means the server no longer accepts
 * that token (expired, revoked, or signed out elsewhere). Keeping it would make every later call
 * fail the same way, so it is removed and `authTokenUpdated` signals the sign-out. A 401 without
 * a token says nothing about a session and leaves storage alone.
 */
export function forgetTokenAfter401(status: number, token: string | null, signOutOn401 = true): void {
  if (status === 401 && token && signOutOn401) clearAuthToken();
}

async function readBodyText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    // A body cut off mid-stream still leaves the status text to report.
    return '';
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  throw new ApiError(response.status, response.statusText, await readBodyText(response));
}

/**
 * Send a request with the site's rules and return the `Response` whatever its status, for callers
 * that read failures themselves. Rejects only when no answer came (offline, DNS, reset). A 401
 * to a request that carried the token drops it ({@link forgetTokenAfter401}).
 */
export async function fetchApi(
  method: HttpMethod,
  url: string,
  options: ApiRequestOptions = {},
): Promise<Response> {
  const { body, auth = 'optional', idempotencyKey, signal, signOutOn401 = true } = options;
  const token = auth === 'none' ? null : readAuthToken();
  const isFormData = typeof FormData !== 'undefined' && body instanceof FormData;
  const hasJsonBody = body !== undefined && body !== null && !isFormData;
  const response = await fetch(url, {
    method,
    headers: buildHeaders(token, hasJsonBody, idempotencyKey, options.headers),
    body: isFormData ? body : hasJsonBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
    mode: 'cors',
    signal,
  });
  forgetTokenAfter401(response.status, token, signOutOn401);
  return response;
}

/**
 * Send a request to the API. Resolves to the successful `Response` for the caller to read, or,
 * with a `schema`, to the answer's JSON checked against it, so a screen only ever sees the shapes
 * the contract promises.
 *
 * @throws {ApiError} when the response is not OK; on 401 with a token the token is cleared first.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  url: string,
  options: ApiJsonRequestOptions<T>,
): Promise<T>;
export async function apiRequest(
  method: HttpMethod,
  url: string,
  options?: ApiRequestOptions,
): Promise<Response>;
export async function apiRequest<T>(
  method: HttpMethod,
  url: string,
  options: ApiRequestOptions & { schema?: z.ZodType<T> } = {},
): Promise<Response | T> {
  const response = await fetchApi(method, url, options);
  await throwIfNotOk(response);
  return options.schema ? options.schema.parse(await response.json()) : response;
}

/**
 * A TanStack Query function for plain JSON reads: it GETs the query key's segments joined by `/`
 * (`['/api/blog/posts?limit=9']`, or `['/api', 'fresh', 'user']` → `/api/fresh/user`) with the
 * same headers and credentials as {@link apiRequest}, and resolves to the parsed JSON.
 *
 * With `on401: 'returnNull'` a 401 resolves to `null` (the token, if one was sent, is still
 * cleared); with `'throw'` it rejects with an {@link ApiError} like any other failure.
 */
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: QueryFnOptions): QueryFunction<T | null>;
export function getQueryFn<T>({ on401 }: QueryFnOptions): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetchApi('GET', queryKey.join('/'), { signal });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/** What an API error body says: its `message`, and the message of each field a validation error names. */
export interface ErrorBodyText {
  /** The body's `message`, or null when it has none (or an empty one). */
  message: string | null;
  /** The `errors[].message` of a validation error (400), in order; empty for any other error. */
  fieldMessages: string[];
}

/** Read an API error body that is already parsed from JSON (see {@link ErrorBodyText}). */
export function readErrorBody(body: unknown): ErrorBodyText {
  if (typeof body !== 'object' || body === null) return { message: null, fieldMessages: [] };
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  const fieldMessages = Array.isArray(errors)
    ? errors
        .map((entry: unknown) =>
          typeof entry === 'object' && entry !== null ? (entry as { message?: unknown }).message : null,
        )
        .filter((text): text is string => typeof text === 'string' && text !== '')
    : [];
  return {
    message: typeof message === 'string' && message.trim() !== '' ? message : null,
    fieldMessages,
  };
}

/**
 * What the API said in the body of a failed request ({@link readErrorBody}), or null when `error`
 * is no {@link ApiError} (a network failure) or its body is not JSON (a proxy's page, plain text).
 */
export function apiErrorBody(error: unknown): ErrorBodyText | null {
  if (!(error instanceof ApiError)) return null;
  try {
    return readErrorBody(JSON.parse(error.body));
  } catch {
    return null;
  }
}

/** The `message` the API put in an error's body, or `fallback` (also for network failures). */
export function errorMessage(error: unknown, fallback: string): string {
  return apiErrorBody(error)?.message ?? fallback;
}

/**
 * The address of one of the API's WebSockets (`path` such as `/ws/designs`) on this page's host:
 * `wss:` on https pages, `ws:` otherwise, with the session token as the `token` parameter since a
 * browser cannot send headers with a WebSocket. Null while signed out: every socket needs a session.
 */
export function socketUrl(
  path: string,
  location: { protocol: string; host: string } = window.location,
): string | null {
  const token = readAuthToken();
  if (!token) return null;
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${path}?token=${encodeURIComponent(token)}`;
}

/**
 * Send `bodyFor(token)` as JSON with `navigator.sendBeacon` (a request that outlives the page; it
 * cannot carry headers, so the token travels in the body). Resolves what `sendBeacon` answered
 * (whether the browser queued it), or null while signed out, when nothing is sent.
 */
export function sendBeaconWithToken(
  url: string,
  bodyFor: (token: string) => unknown,
  sendBeacon: (url: string, body: string) => boolean = (target, body) => navigator.sendBeacon(target, body),
): boolean | null {
  const token = readAuthToken();
  if (!token) return null;
  return sendBeacon(url, JSON.stringify(bodyFor(token)));
}
