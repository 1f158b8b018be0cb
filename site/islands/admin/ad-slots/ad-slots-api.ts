// The ad-slot manager's calls: straight to the CMS's REST API with the app's session (the CMS lets
// only admins read every slot and change any), each answer checked against its shape, and what a
// refusal means in plain words.
import { type AdSlotInput, CmsAdSlotSchema } from '@poolscape/shared/ad-slots';
import { CMS_COLLECTIONS, cmsListSchema } from '@poolscape/shared/content';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

const BASE = `/cms/api/${CMS_COLLECTIONS.adSlots}`;
const slot = (id: number | string) => `${BASE}/${encodeURIComponent(String(id))}`;
const SavedSchema = z.object({ doc: CmsAdSlotSchema });

export const AD_SLOTS_KEY = ['admin', 'ad-slots'] as const;

export function useAdSlots() {
  return useQuery({
    queryKey: AD_SLOTS_KEY,
    queryFn: async ({ signal }) =>
      (
        await apiRequest('GET', `${BASE}?limit=100&depth=0&sort=placement`, {
          schema: cmsListSchema(CmsAdSlotSchema),
          signal,
        })
      ).docs,
  });
}

export const createAdSlot = (input: AdSlotInput) =>
  apiRequest('POST', `${BASE}?depth=0`, { body: input, schema: SavedSchema });
export const updateAdSlot = (id: number | string, changes: Partial<AdSlotInput>) =>
  apiRequest('PATCH', `${slot(id)}?depth=0`, { body: changes, schema: SavedSchema });
export const deleteAdSlot = (id: number | string) => apiRequest('DELETE', slot(id));

export type AdSlotField = keyof AdSlotInput;

/** What went wrong with a save: a sentence per field the CMS refused, else one for the whole. */
export interface AdSlotProblem {
  fields: Partial<Record<AdSlotField, string>>;
  message: string | null;
}

const CmsErrorsSchema = z.object({
  errors: z.array(
    z.object({
      message: z.string().optional(),
      data: z
        .object({ errors: z.array(z.object({ path: z.string(), message: z.string() })).optional() })
        .nullish(),
    }),
  ),
});
const FIELDS: readonly string[] = ['placement', 'publisherId', 'slotId', 'enabled'] satisfies AdSlotField[];

/** Reads a failed call to the CMS (its `errors` body) into {@link AdSlotProblem}. */
export function adSlotProblem(error: unknown, doing: string): AdSlotProblem {
  if (!(error instanceof ApiError)) {
    return { fields: {}, message: `The ad slot could not be ${doing}. Check your connection and try again.` };
  }
  if (error.status === 401) return { fields: {}, message: 'Your session has ended. Sign in again.' };
  if (error.status === 403) return { fields: {}, message: 'Only admins can change ad slots.' };
  if (error.status === 404)
    return { fields: {}, message: 'That ad slot is gone. The list is up to date now.' };
  let body: z.infer<typeof CmsErrorsSchema> | null = null;
  try {
    body = CmsErrorsSchema.parse(JSON.parse(error.body));
  } catch {
    body = null;
  }
  const fields: AdSlotProblem['fields'] = {};
  for (const problem of body?.errors.flatMap((entry) => entry.data?.errors ?? []) ?? []) {
    if (FIELDS.includes(problem.path)) fields[problem.path as AdSlotField] = problem.message;
  }
  if (Object.keys(fields).length > 0) return { fields, message: null };
  return { fields, message: `The ad slot could not be ${doing}. Try again in a moment.` };
}
