// The preview of a draft beside its edit form (Payload's Live Preview): the site's own page,
// rendered by the API from the draft (`/preview/{collection}/{id}`, for staff only), at a phone's,
// a tablet's and a desktop's width. Autosave keeps the draft saved as the editor types, and each
// save tells the preview to show it. The "Share preview" box in the sidebar makes a link to it for
// someone without a CMS account.
import {
  globalPreviewPath,
  livePreviewPath,
  type PreviewCollection,
  type PreviewGlobal,
} from '@poolscape/shared/content-previews';
import type { CollectionConfig, GlobalConfig, UIField } from 'payload';
import { env } from '../env.ts';

const BREAKPOINTS = [
  { name: 'phone', label: 'Phone', width: 390, height: 844 },
  { name: 'tablet', label: 'Tablet', width: 820, height: 1180 },
  { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
];

/** Drafts saved this soon after the editor stops typing (Payload's own default). */
const AUTOSAVE_INTERVAL_MS = 800;

type Preview = Pick<Required<CollectionConfig>['admin'], 'livePreview' | 'preview'>;

/** The admin settings of a collection whose drafts can be previewed. */
export function draftPreview(collection: PreviewCollection): Preview {
  const url = (id: unknown): string | null =>
    typeof id === 'number' || typeof id === 'string'
      ? `${env.PUBLIC_URL}${livePreviewPath(collection, id)}`
      : null;
  return {
    livePreview: { url: ({ data }) => url(data?.id), breakpoints: BREAKPOINTS },
    preview: (doc) => url(doc?.id),
  };
}

/** The admin settings of a global whose draft is previewed on the landing page. */
export function globalDraftPreview(
  global: PreviewGlobal,
): Pick<Required<GlobalConfig>['admin'], 'livePreview'> {
  return { livePreview: { url: `${env.PUBLIC_URL}${globalPreviewPath(global)}`, breakpoints: BREAKPOINTS } };
}

/**
 * A global's drafts, saved as the editor types and seen only in the preview until "Publish changes"
 * (each publish rebuilds the site; a draft does not).
 */
export const previewedGlobalDrafts = (max: number): GlobalConfig['versions'] => ({
  drafts: { autosave: { interval: AUTOSAVE_INTERVAL_MS } },
  max,
});

/** Drafts, saved as the editor types, with scheduled publishing and a version history. */
export const previewedDrafts = (maxPerDoc: number): CollectionConfig['versions'] => ({
  drafts: { autosave: { interval: AUTOSAVE_INTERVAL_MS }, schedulePublish: true },
  maxPerDoc,
});

/** The sidebar's "Share preview" box. */
export const sharePreviewField: UIField = {
  name: 'sharePreview',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '/components/SharePreview.tsx#SharePreview' } },
};
