// Previews of drafts: an editor's live preview beside the CMS form (`/preview/{collection}/{id}`,
// staff only) and the expiring, read-only share links made for one draft (`/preview/share/{token}`).
// Both render the draft through the site's own page code; neither is ever cached or indexed.
import { z } from 'zod';
import { CMS_COLLECTIONS, CMS_GLOBALS } from './content.ts';

/** The collections whose drafts can be previewed: each has a page of the site that shows it. */
export const PREVIEW_COLLECTIONS = [
  CMS_COLLECTIONS.posts,
  CMS_COLLECTIONS.tutorials,
  CMS_COLLECTIONS.pages,
] as const;
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number];

export function isPreviewCollection(slug: string): slug is PreviewCollection {
  return (PREVIEW_COLLECTIONS as readonly string[]).includes(slug);
}

/** The globals whose drafts can be previewed: both change the landing page, where they are shown. */
export const PREVIEW_GLOBALS = [CMS_GLOBALS.siteSettings, CMS_GLOBALS.landingVideo] as const;
export type PreviewGlobal = (typeof PREVIEW_GLOBALS)[number];

export function isPreviewGlobal(slug: string): slug is PreviewGlobal {
  return (PREVIEW_GLOBALS as readonly string[]).includes(slug);
}

/** The address of an editor's live preview of a global's draft, on the landing page. */
export const globalPreviewPath = (global: PreviewGlobal): string => `/preview/globals/${global}`;

/** The address of an editor's live preview of a document (the CMS shows it beside the form). */
export const livePreviewPath = (collection: PreviewCollection, id: string | number): string =>
  `/preview/${collection}/${encodeURIComponent(String(id))}`;

/** The address a share link opens. */
export const sharePreviewPath = (token: string): string => `/preview/share/${token}`;

/** How long a share link may work, in hours: the choices an editor is given. */
export const SHARE_PREVIEW_HOURS = [1, 24, 72, 168] as const;
export const DEFAULT_SHARE_PREVIEW_HOURS = 72;

/** A share link's token: 32 random bytes, base64url. */
export const SharePreviewTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const SharePreviewRequestSchema = z.object({
  hours: z
    .number()
    .int()
    .refine((hours) => (SHARE_PREVIEW_HOURS as readonly number[]).includes(hours), {
      message: `Choose how long the link works: ${SHARE_PREVIEW_HOURS.join(', ')} hours.`,
    })
    .default(DEFAULT_SHARE_PREVIEW_HOURS),
});

export const SharePreviewReplySchema = z.object({
  /** The link's path on the site's origin; the token is shown only this once. */
  path: z.string(),
  expiresAt: z.string(),
});
export type SharePreviewReply = z.infer<typeof SharePreviewReplySchema>;

/**
 * A draft as the CMS hands it to the API for a preview: the document (or global) as its REST API
 * reads it, with the slug of its collection or global.
 */
export const PreviewDraftSchema = z.object({
  collection: z.enum([...PREVIEW_COLLECTIONS, ...PREVIEW_GLOBALS]),
  doc: z.record(z.string(), z.unknown()),
});
export type PreviewDraft = z.infer<typeof PreviewDraftSchema>;

/** What a preview page says of itself above the page, so nobody takes it for the live one. */
export const PREVIEW_TEXT = {
  live: 'Preview of a draft: visitors do not see these changes until they are published.',
  /** Above the landing page previewing the site settings: what they change beyond the page. */
  sharedAs: 'How search engines and link previews see the site',
  shareImageAlt: 'The share image link previews show',
  verificationSet: 'Search Console verification: set',
  verificationUnset: 'Search Console verification: not set',
  shared: (expiresAt: string) =>
    `Preview of a draft, shared for review. This link stops working on ${expiresAt}.`,
  shareButton: 'Share preview',
  shareMade: 'Anyone with this link can see the draft, read-only, until it expires.',
  copy: 'Copy link',
  copied: 'Copied',
  expired: 'This preview link has expired or was never made. Ask for a new one.',
} as const;
