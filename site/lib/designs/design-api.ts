/**
 * The design studio's calls (shared/src/designs.ts is the contract), sent by the site's API
 * client: the saved token as a bearer header, errors as `ApiError` ("status: body"). Every answer
 * is checked against its schema, so a screen only ever sees the shapes the contract promises.
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
  type Scale,
  type Upload,
  UploadSchema,
  type Visibility,
} from '@poolscape/shared';
import { z } from 'zod';
import { ApiError, apiRequest } from '../api-client.ts';
import { apiUpload } from '../api-upload.ts';

export type DesignList = z.infer<typeof DesignListSchema>;
/** The library's filters as `GET /api/designs` reads them (DesignListQuerySchema). */
export interface DesignListQuery {
  q?: string;
  style?: PoolStyle;
  from?: string;
  to?: string;
  videos?: 'true';
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

const designUrl = (id: string): string => `/api/designs/${encodeURIComponent(id)}`;

/** Send the yard's photo; `onProgress` hears the fraction sent (see `apiUpload`). */
export function uploadPhoto(
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<Upload> {
  const form = new FormData();
  form.append('photo', file);
  return apiUpload('POST', '/api/uploads', { ...options, body: form, schema: UploadSchema });
}

export const fetchSamples = (signal?: AbortSignal) =>
  apiRequest('GET', '/api/designs/samples', { schema: SampleListSchema, signal });
export const fetchCredits = (signal?: AbortSignal) =>
  apiRequest('GET', '/api/credits', { schema: CreditsSchema, signal });
export const fetchDesign = (id: string, signal?: AbortSignal) =>
  apiRequest('GET', designUrl(id), { schema: DesignSchema, signal });

/** The library's page of designs; `query` is sent as the URL's query string. */
export function fetchDesignList(query: DesignListQuery, signal?: AbortSignal): Promise<DesignList> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return apiRequest('GET', `/api/designs${search ? `?${search}` : ''}`, { schema: DesignListSchema, signal });
}

/** `POST /api/designs` (202): the new design, queued. The key makes a retried submit safe. */
export function createDesign(body: CreateDesign, idempotencyKey: string): Promise<Design> {
  return apiRequest('POST', '/api/designs', { body, idempotencyKey, schema: DesignSchema });
}

/** `POST /api/designs/{id}/versions` (202): a new version with these options. */
export function regenerateDesign(
  id: string,
  body: { options: DesignOptions; corners?: Corners },
  idempotencyKey: string,
): Promise<Design> {
  return apiRequest('POST', `${designUrl(id)}/versions`, { body, idempotencyKey, schema: DesignSchema });
}

export function updateDesign(
  id: string,
  change: { name?: string; visibility?: Visibility },
): Promise<Design> {
  return apiRequest('PATCH', designUrl(id), { body: change, schema: DesignSchema });
}

/** The latest version's reference line and depth (null: none). */
export function setDesignScale(id: string, scale: Scale | null): Promise<Design> {
  return apiRequest('PUT', `${designUrl(id)}/scale`, { body: { scale }, schema: DesignSchema });
}

export async function deleteDesign(id: string): Promise<void> {
  await apiRequest('DELETE', designUrl(id));
}

/** How many designs a bulk delete removed; 0 when the answer does not say. */
const BulkDeletedSchema = z
  .object({ deleted: z.unknown() })
  .transform(({ deleted }) => (typeof deleted === 'number' ? deleted : 0));

export function bulkDeleteDesigns(ids: readonly string[]): Promise<number> {
  return apiRequest('POST', '/api/designs/bulk-delete', { body: { ids }, schema: BulkDeletedSchema });
}
