/**
 * The design studio's calls (shared/src/designs.ts is the contract), with the spec's request rules
 * (§7): the saved token as a bearer header, credentials included, CORS mode, errors as
 * {@link ApiError} ("status: body"). Every answer is checked against its schema, so a screen
 * only ever sees the shapes the contract promises.
 *
 * `apiRequest` cannot send extra headers, and a submit needs an `Idempotency-Key`; the few calls
 * here that need one go through {@link sendDesignRequest}, which follows the same rules.
 */
import {
  type Corners,
  type CreateDesign,
  CreditsSchema,
  type Design,
  DesignListSchema,
  type DesignOptions,
  DesignSchema,
  type PoolStyle,
  QuotaExceededSchema,
  SampleListSchema,
  type Upload,
  UploadSchema,
  type Visibility,
} from '@poolscape/shared';
import type { z } from 'zod';
import { clearAuthToken, readAuthToken } from '../../stores/auth-token.ts';
import { ApiError, type HttpMethod } from '../api-request.ts';

export type DesignList = z.infer<typeof DesignListSchema>;
/** The library's filters as `GET /api/designs` reads them (DesignListQuerySchema). */
export interface DesignListQuery {
  q?: string;
  style?: PoolStyle;
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
}
export type Credits = z.infer<typeof CreditsSchema>;

/** Query keys of the design studio; invalidating `designQueryKeys.all` refreshes every design view. */
export const designQueryKeys = {
  all: ['designs'] as const,
  lists: ['designs', 'list'] as const,
  list: (query: DesignListQuery) => ['designs', 'list', query] as const,
  detail: (id: string) => ['designs', 'detail', id] as const,
  samples: ['designs', 'samples'] as const,
  credits: ['credits'] as const,
};

/**
 * Sends a request with the site's rules and resolves to the successful response.
 * @throws {ApiError} on any non-OK answer; a 401 to a request that carried a token signs out first.
 */
export async function sendDesignRequest(
  method: HttpMethod,
  url: string,
  options: { body?: unknown; idempotencyKey?: string; signal?: AbortSignal } = {},
): Promise<Response> {
  const token = readAuthToken();
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const isFormData = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const hasJson = options.body !== undefined && options.body !== null && !isFormData;
  if (hasJson) headers.set('Content-Type', 'application/json');
  if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);
  const response = await fetch(url, {
    method,
    headers,
    body: isFormData ? (options.body as FormData) : hasJson ? JSON.stringify(options.body) : undefined,
    credentials: 'include',
    mode: 'cors',
    signal: options.signal,
  });
  // Security: the server no longer accepts this token; keeping it would only repeat the failure.
  if (response.status === 401 && token) clearAuthToken();
  if (!response.ok) {
    let body = '';
    try {
      body = await response.text();
    } catch {
      // The status text still says what happened.
    }
    throw new ApiError(response.status, response.statusText, body);
  }
  return response;
}

async function readJson<T>(schema: z.ZodType<T>, response: Response): Promise<T> {
  return schema.parse(await response.json());
}

/** GET `url` and check the answer against `schema`. */
export async function getJson<T>(url: string, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
  return readJson(schema, await sendDesignRequest('GET', url, { signal }));
}

/** The `message` the API put in an error's body, or `fallback` (also for network failures). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    try {
      const parsed: unknown = JSON.parse(error.body);
      if (
        parsed &&
        typeof parsed === 'object' &&
        typeof (parsed as { message?: unknown }).message === 'string'
      )
        return (parsed as { message: string }).message;
    } catch {
      // Not JSON: a proxy's page or plain text; the fallback reads better than either.
    }
  }
  return fallback;
}

/** The 402 "over the plan's limit" answer, or null for any other error. */
export function quotaExceeded(error: unknown): z.infer<typeof QuotaExceededSchema> | null {
  if (!(error instanceof ApiError) || error.status !== 402) return null;
  try {
    const parsed = QuotaExceededSchema.safeParse(JSON.parse(error.body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Whether the error is the API's 404 (a missing design, or another user's). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export async function uploadPhoto(file: File): Promise<Upload> {
  const form = new FormData();
  form.append('photo', file);
  return readJson(UploadSchema, await sendDesignRequest('POST', '/api/uploads', { body: form }));
}

export const fetchSamples = (signal?: AbortSignal) =>
  getJson('/api/designs/samples', SampleListSchema, signal);
export const fetchCredits = (signal?: AbortSignal) => getJson('/api/credits', CreditsSchema, signal);
export const fetchDesign = (id: string, signal?: AbortSignal) =>
  getJson(`/api/designs/${encodeURIComponent(id)}`, DesignSchema, signal);

/** The library's page of designs; `query` is sent as the URL's query string. */
export function fetchDesignList(query: DesignListQuery, signal?: AbortSignal): Promise<DesignList> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return getJson(`/api/designs${search ? `?${search}` : ''}`, DesignListSchema, signal);
}

/** `POST /api/designs` (202): the new design, queued. The key makes a retried submit safe. */
export async function createDesign(body: CreateDesign, idempotencyKey: string): Promise<Design> {
  return readJson(DesignSchema, await sendDesignRequest('POST', '/api/designs', { body, idempotencyKey }));
}

/** `POST /api/designs/{id}/versions` (202): a new version with these options. */
export async function regenerateDesign(
  id: string,
  body: { options: DesignOptions; corners?: Corners },
  idempotencyKey: string,
): Promise<Design> {
  return readJson(
    DesignSchema,
    await sendDesignRequest('POST', `/api/designs/${encodeURIComponent(id)}/versions`, {
      body,
      idempotencyKey,
    }),
  );
}

export async function updateDesign(
  id: string,
  change: { name?: string; visibility?: Visibility },
): Promise<Design> {
  return readJson(
    DesignSchema,
    await sendDesignRequest('PATCH', `/api/designs/${encodeURIComponent(id)}`, { body: change }),
  );
}

export async function deleteDesign(id: string): Promise<void> {
  await sendDesignRequest('DELETE', `/api/designs/${encodeURIComponent(id)}`);
}

export async function bulkDeleteDesigns(ids: readonly string[]): Promise<number> {
  const response = await sendDesignRequest('POST', '/api/designs/bulk-delete', { body: { ids } });
  const body = (await response.json()) as { deleted?: unknown };
  return typeof body.deleted === 'number' ? body.deleted : 0;
}
