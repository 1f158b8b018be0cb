// The design options manager's calls, straight to the CMS's REST API with the app's session (the
// CMS lets editors and admins change the global and upload media): the global as a form holds it,
// the body a save sends, preview images uploaded or picked from the media library, and what a
// refusal means in plain words.
import {
  CMS_COLLECTIONS,
  CMS_GLOBALS,
  CmsOptionMediaSchema,
  DESIGN_OPTION_GROUPS,
  DESIGN_OPTION_LIMITS,
  type DesignOptionGroup,
  readDesignOptionRows,
} from '@poolscape/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

const GLOBAL = `/cms/api/globals/${CMS_GLOBALS.designOptions}`;
const MEDIA = `/cms/api/${CMS_COLLECTIONS.media}`;
/** The CMS is not the judge of the app session: its refusal must not sign anyone out of the app. */
const cms = { signOutOn401: false } as const;

export const DESIGN_OPTIONS_ADMIN_KEY = ['admin', 'design-options'] as const;

/** A preview image as the manager shows and saves it. */
export interface PreviewImage {
  id: number | string;
  /** Same-origin path of a small rendition. */
  url: string;
  alt: string;
}

/** One option as the form holds it. */
export interface OptionDraft {
  key: string;
  label: string;
  description: string;
  enabled: boolean;
  image: PreviewImage | null;
}
export type DesignOptionsDraft = Record<DesignOptionGroup, OptionDraft[]>;

function samePath(url: string): string {
  const parsed = new URL(url, 'http://local');
  return `${parsed.pathname}${parsed.search}`;
}

/** A media document as a preview image: its thumbnail, else the file itself. */
export function previewOf(media: unknown): PreviewImage | null {
  const parsed = CmsOptionMediaSchema.safeParse(media);
  if (!parsed.success) return null;
  const url = parsed.data.sizes?.thumbnail?.url ?? parsed.data.url;
  return url ? { id: parsed.data.id, url: samePath(url), alt: parsed.data.alt ?? '' } : null;
}

/** The global (read at depth 1) as the form holds it: every option once, in order. */
export function draftOf(doc: unknown): DesignOptionsDraft {
  const groups = (typeof doc === 'object' && doc !== null ? doc : {}) as Record<string, unknown>;
  const draft = {} as DesignOptionsDraft;
  for (const group of DESIGN_OPTION_GROUPS) {
    draft[group] = readDesignOptionRows(group, groups[group]).map((row) => ({
      key: row.key,
      label: row.label,
      description: row.description,
      enabled: row.enabled,
      image: previewOf(row.image),
    }));
  }
  return draft;
}

/** What a save sends: every row in its order, an image by its id. */
export function bodyOf(draft: DesignOptionsDraft) {
  const rows = (options: OptionDraft[]) =>
    options.map(({ key, label, description, enabled, image }) => ({
      key,
      label: label.trim(),
      description: description.trim(),
      enabled,
      image: image?.id ?? null,
    }));
  return { styles: rows(draft.styles), features: rows(draft.features), timesOfDay: rows(draft.timesOfDay) };
}

/** A field the form must fix before saving, by group and position. */
export interface DraftProblem {
  group: DesignOptionGroup;
  index: number;
  field: 'label' | 'description';
  message: string;
}

export function problemsOf(draft: DesignOptionsDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  for (const group of DESIGN_OPTION_GROUPS) {
    draft[group].forEach((option, index) => {
      const label = option.label.trim();
      if (!label) problems.push({ group, index, field: 'label', message: 'Give this option a name.' });
      else if (label.length > DESIGN_OPTION_LIMITS.label)
        problems.push({
          group,
          index,
          field: 'label',
          message: `Names can be up to ${DESIGN_OPTION_LIMITS.label} characters.`,
        });
      if (option.description.trim().length > DESIGN_OPTION_LIMITS.description)
        problems.push({
          group,
          index,
          field: 'description',
          message: `Descriptions can be up to ${DESIGN_OPTION_LIMITS.description} characters.`,
        });
    });
  }
  return problems;
}

export function useDesignOptionsGlobal() {
  return useQuery({
    queryKey: DESIGN_OPTIONS_ADMIN_KEY,
    queryFn: async ({ signal }) =>
      draftOf(await apiRequest('GET', `${GLOBAL}?depth=1`, { ...cms, signal, schema: z.unknown() })),
    // An open form is never replaced under the editor's hands; a save brings the saved state.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Saves the whole global; answers it as the CMS stored it. */
export async function saveDesignOptions(draft: DesignOptionsDraft): Promise<DesignOptionsDraft> {
  const saved = await apiRequest('POST', `${GLOBAL}?depth=1`, {
    ...cms,
    body: bodyOf(draft),
    schema: z.object({ result: z.unknown() }),
  });
  return draftOf(saved.result);
}

/** Uploads a picture to the media library; answers it as a preview image. */
export async function uploadPreview(file: File, alt: string): Promise<PreviewImage> {
  const form = new FormData();
  form.append('file', file);
  form.append('_payload', JSON.stringify({ alt }));
  const saved = await apiRequest('POST', `${MEDIA}?depth=0`, {
    ...cms,
    body: form,
    schema: z.object({ doc: z.unknown() }),
  });
  const image = previewOf(saved.doc);
  if (!image) throw new Error('The media library did not return the picture.');
  return image;
}

/** The newest pictures of the media library, for picking one. */
export function useMediaLibrary(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'design-options', 'media'],
    enabled,
    queryFn: async ({ signal }) => {
      const list = await apiRequest('GET', `${MEDIA}?limit=60&depth=0&sort=-createdAt`, {
        ...cms,
        signal,
        schema: z.object({ docs: z.array(z.unknown()) }),
      });
      return list.docs.flatMap((doc) => previewOf(doc) ?? []);
    },
  });
}

/** What a failed call to the CMS means, in words for the editor. */
export function cmsProblem(error: unknown, doing: string): string {
  if (!(error instanceof ApiError)) return `Could not ${doing}. Check your connection and try again.`;
  if (error.status === 401 || error.status === 403)
    return `Your account may not ${doing}. Editors and admins can; sign in again if your role changed.`;
  if (error.status === 413) return 'That picture is too large. Use a smaller one.';
  try {
    const body = JSON.parse(error.body) as {
      errors?: { message?: string; data?: { errors?: { message?: string }[] } }[];
    };
    const first = body.errors?.[0];
    const message = first?.data?.errors?.[0]?.message ?? first?.message;
    if (message) return message;
  } catch {
    // Not the CMS's JSON: the general sentence below.
  }
  return `Could not ${doing}. Try again in a moment.`;
}
