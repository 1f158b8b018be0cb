// Images and search fields of CMS documents, resolved for the templates: every image becomes a
// same-origin path, so the site serves media through its own origin.
import type { CmsMedia, CmsSeo } from '@poolscape/shared/content';
import { z } from 'zod';

/** An image of a CMS document, resolved for a template. */
export const SiteImageSchema = z.object({
  src: z.string(),
  /** A larger rendition for heroes and share images. */
  large: z.string(),
  /** The 16:9 hero renditions with their widths (a phone's and `large`), for `srcset`. */
  largeSrcset: z.string(),
  /** The 1200x630 crop for Open Graph and Twitter cards. */
  og: z.string(),
  /** Thumbnail and card renditions with their widths, for `srcset`. */
  srcset: z.string(),
  /**
   * The AVIF twins of `srcset` and `largeSrcset`, for a `<picture>`'s first source: empty for media
   * uploaded before they existed (and `avifSrcset` for an uncropped image, which has none).
   */
  avifSrcset: z.string().default(''),
  largeAvifSrcset: z.string().default(''),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
});
export type SiteImage = z.infer<typeof SiteImageSchema>;

/** Search and share fields of a document; empty values fall back to the page's own. */
export const SeoSchema = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  keywords: z.string().nullable(),
  image: SiteImageSchema.nullable(),
});
export type Seo = z.infer<typeof SeoSchema>;

/** Relative path of a media URL, so images are served through the site's own origin. */
export function sameOriginPath(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, 'http://local');
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return null;
  }
}

/** The card renditions: thumbnail (400 px), medium (680 px) and card (800 px). */
const CARD_SIZES = ['thumbnail', 'medium', 'card'] as const;
/** A post's cover renditions: a phone's (800 px) and `hero` (1600 px). */
const COVER_SIZES = ['heroSmall', 'hero'] as const;
/** The names of the AVIF twins the CMS makes of `sizes` (`mediumAvif` beside `medium`). */
const avifTwins = (sizes: readonly string[]): string[] => sizes.map((size) => `${size}Avif`);

/** `srcset` of the card renditions, for card images. */
export function srcsetOf(media: CmsMedia | number | null | undefined): string {
  return widthsOf(media, CARD_SIZES);
}

/** The `srcset` of the renditions named (those the media has), each with its width. */
function widthsOf(media: CmsMedia | number | null | undefined, sizes: readonly string[]): string {
  if (!media || typeof media !== 'object') return '';
  return sizes
    .map((size) => media.sizes?.[size])
    .filter((entry) => entry?.url && entry.width)
    .map((entry) => `${sameOriginPath(entry?.url)} ${entry?.width}w`)
    .join(', ');
}

/** The `size` rendition (card-sized unless told) of a media document, or null when it has none. */
export function siteImage(media: CmsMedia | number | null | undefined, size = 'card'): SiteImage | null {
  if (!media || typeof media !== 'object' || !media.url) return null;
  const chosen = media.sizes?.[size];
  return {
    src: sameOriginPath(chosen?.url ?? media.url) ?? '',
    large: sameOriginPath(media.sizes?.hero?.url ?? media.url) ?? '',
    largeSrcset: widthsOf(media, COVER_SIZES),
    og: sameOriginPath(media.sizes?.og?.url ?? media.url) ?? '',
    srcset: srcsetOf(media),
    avifSrcset: widthsOf(media, avifTwins(CARD_SIZES)),
    largeAvifSrcset: widthsOf(media, avifTwins(COVER_SIZES)),
    alt: media.alt ?? '',
    width: chosen?.width ?? media.width ?? 800,
    height: chosen?.height ?? media.height ?? 600,
  };
}

/**
 * A media document's whole picture, never cropped (the `uncropped` renditions, or the original
 * where they were not made: media uploaded before they existed, or smaller than they are).
 */
export function uncroppedImage(media: CmsMedia | number | null | undefined): SiteImage | null {
  if (!media || typeof media !== 'object' || !media.url) return null;
  const renditions = ['uncroppedSmall', 'uncropped']
    .map((size) => media.sizes?.[size])
    .filter((entry) => entry?.url && entry.width && entry.height);
  const largest = renditions.at(-1);
  const base = siteImage(media) as SiteImage;
  return {
    ...base,
    src: sameOriginPath(largest?.url ?? media.url) ?? '',
    // Only whole renditions, so the browser never picks a cropped one.
    srcset: renditions.map((entry) => `${sameOriginPath(entry?.url)} ${entry?.width}w`).join(', '),
    avifSrcset: '',
    width: largest?.width ?? media.width ?? 800,
    height: largest?.height ?? media.height ?? 600,
  };
}

/** A document's search fields, empty ones as null and the share image as its 1200x630 crop. */
export function toSeo(seo: CmsSeo): Seo {
  return {
    title: seo?.title || null,
    description: seo?.description || null,
    keywords: seo?.keywords || null,
    image: siteImage(seo?.image, 'og'),
  };
}
