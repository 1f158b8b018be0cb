/**
 * The one way islands talk to the API (spec §7 "Common request rules", §8 error catalogue).
 *
 * Every call carries the saved session token as a bearer header, includes credentials and runs in
 * CORS mode because the API may live on another origin than the static site. Failures become an
 * {@link ApiError} whose message begins with the status code, which is what callers (and the user
 * query's "message contains 401" rule, spec §4) look at. A 401 on a request that carried a token
 * means the session is gone, so the token is dropped here once for all callers.
 */
import type { QueryFunction } from '@tanstack/react-query';
import { clearAuthToken, readAuthToken } from '../stores/auth-token.ts';

/** HTTP methods the site sends with {@link apiRequest}. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a query function does when the API answers 401 Unauthorized. */
export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Options for {@link getQueryFn}. */
export interface QueryFnOptions {
  /** `returnNull` lets "who am I" style queries read a 401 as "signed out" instead of failing. */
  on401: UnauthorizedBehavior;
}

/**
 * A non-OK API response. The message is `"<status>: <body>"`, or `"<status>: <status text>"` when
 * the body is empty (spec §8).
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

function buildHeaders(token: string | null, hasJsonBody: boolean): Headers {
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  return headers;
}

async function readBodyText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    // A body cut off mid-stream still leaves the status text to report.
    return '';
  }
}

/**
 * Security: a 401 answering a request that carried a token means the server no longer accepts
 * that token (expired, revoked, or signed out elsewhere). Keeping it would make every later call
 * fail the same way, so it is removed and `authTokenUpdated` signals the sign-out. A 401 without
 * a token says nothing about a session and leaves storage alone.
 */
function forgetRejectedToken(response: Response, sentToken: string | null): void {
  if (response.status === 401 && sentToken) clearAuthToken();
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  throw new ApiError(response.status, response.statusText, await readBodyText(response));
}

/**
 * Send a request to the API and return the successful `Response` for the caller to read.
 *
 * `body` is sent as is when it is `FormData` (so the browser sets the multipart boundary itself);
 * any other value except `undefined`/`null` is JSON-encoded with `Content-Type: application/json`.
 *
 * @throws {ApiError} when the response is not OK; on 401 with a token the token is cleared first.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const token = readAuthToken();
  const isFormData = typeof FormData !== 'undefined' && body instanceof FormData;
  const hasJsonBody = body !== undefined && body !== null && !isFormData;
  const response = await fetch(url, {
    method,
    headers: buildHeaders(token, hasJsonBody),
    body: isFormData ? body : hasJsonBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
    mode: 'cors',
  });
  forgetRejectedToken(response, token);
  await throwIfNotOk(response);
  return response;
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
    const token = readAuthToken();
    const response = await fetch(queryKey.join('/'), {
      method: 'GET',
      headers: buildHeaders(token, false),
      credentials: 'include',
      mode: 'cors',
      signal,
    });
    forgetRejectedToken(response, token);
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
