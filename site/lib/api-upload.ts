/**
 * Sending a file to the API with a progress bar: photos, avatars and support screenshots.
 *
 * `fetch` cannot report how much of a request body has gone out, `XMLHttpRequest` can, so uploads
 * use it. Everything else follows the API client (`api-client.ts`): the same headers (the bearer
 * token, the idempotency key), credentials in cross-origin mode, the same {@link ApiError} for an
 * answer that is not OK, and the same sign-out on a 401 to a request that carried the token.
 */
import type { z } from 'zod';
import {
  ApiError,
  type ApiRequestOptions,
  forgetTokenAfter401,
  type HttpMethod,
  signedHeaders,
} from './api-client.ts';

/** Options of {@link apiUpload}. */
export interface ApiUploadOptions extends Omit<ApiRequestOptions, 'body'> {
  /** The form with the file; the browser sets its multipart content type. */
  body: FormData;
  /**
   * Told how much of the body has been sent, from 0 to 1, as it goes. It is not called when the
   * browser cannot tell the size; it is called with 1 once the whole body is sent, while the
   * server still reads the file, so a screen can say "Checking the photo…".
   */
  onProgress?: (fraction: number) => void;
  /** Makes the request; tests pass a fake. */
  createRequest?: () => XMLHttpRequest;
}

/** The error an aborted upload rejects with, the same one an aborted `fetch` gives. */
function abortError(): DOMException {
  return new DOMException('The upload was stopped.', 'AbortError');
}

/** Whether `error` is an upload (or a fetch) that was stopped on purpose, which no screen reports. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Upload `options.body` with `method` to `url`. Resolves to the answer's JSON checked against
 * `schema`, or to nothing without one.
 *
 * @throws {ApiError} when the answer is not OK (its message begins with the status, as the API
 * client's does); a `TypeError` when no answer came (offline, reset); an `AbortError`
 * `DOMException` when `signal` aborted it.
 */
export function apiUpload<T>(
  method: HttpMethod,
  url: string,
  options: ApiUploadOptions & { schema: z.ZodType<T> },
): Promise<T>;
export function apiUpload(method: HttpMethod, url: string, options: ApiUploadOptions): Promise<void>;
export function apiUpload<T>(
  method: HttpMethod,
  url: string,
  options: ApiUploadOptions & { schema?: z.ZodType<T> },
): Promise<T | undefined> {
  const { signal, onProgress, schema, signOutOn401 = true } = options;
  return new Promise<T | undefined>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const request = options.createRequest?.() ?? new XMLHttpRequest();
    const { headers, token } = signedHeaders(options);
    request.open(method, url);
    // Credentials with cross-origin requests, as the API client's `credentials: 'include'`.
    request.withCredentials = true;
    for (const [name, value] of headers) request.setRequestHeader(name, value);

    const stop = () => request.abort();
    signal?.addEventListener('abort', stop, { once: true });
    const settle = () => signal?.removeEventListener('abort', stop);

    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    request.upload.addEventListener('load', () => onProgress?.(1));
    request.addEventListener('load', () => {
      settle();
      forgetTokenAfter401(request.status, token, signOutOn401);
      const text = typeof request.responseText === 'string' ? request.responseText : '';
      if (request.status < 200 || request.status > 299) {
        reject(new ApiError(request.status, request.statusText, text));
        return;
      }
      try {
        resolve(schema ? schema.parse(JSON.parse(text)) : undefined);
      } catch (error) {
        reject(error);
      }
    });
    request.addEventListener('error', () => {
      settle();
      reject(new TypeError('The upload did not reach the server.'));
    });
    request.addEventListener('timeout', () => {
      settle();
      reject(new TypeError('The upload took too long.'));
    });
    request.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });
    request.send(options.body);
  });
}
