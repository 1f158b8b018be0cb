import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import { UPLOAD_LIMITS } from '@poolscape/shared/designs';
import type { CollectionConfig, ImageSize } from 'payload';
import { anyone, editors } from '../../access/index.ts';
import { env } from '../../env.ts';

/**
 * Images used by posts and pages, with sizes made by sharp on upload. Their files are on the disk, or
 * in the product's bucket when it has one (storage/media-bucket.ts).
 */
function publicOrigin() {
  const { protocol, hostname, port } = new URL(env.PUBLIC_URL);
  return {
    protocol: protocol.replace(':', '') as 'http' | 'https',
    hostname,
    ...(port ? { port } : {}),
    pathname: `/cms/api/${CMS_COLLECTIONS.media}/file/*`,
  };
}

/** The cropped renditions: cards (400, 680 and 800 px wide) and a post's cover (800 and 1600). */
const CROPPED: ImageSize[] = [
  {
    name: 'thumbnail',
    width: 400,
    height: 300,
    position: 'centre',
    formatOptions: { format: 'webp', options: { quality: 64 } },
  },
  {
    // Cards on phones (about 380 CSS px at a device pixel ratio near 2).
    name: 'medium',
    width: 680,
    height: 510,
    position: 'centre',
    formatOptions: { format: 'webp', options: { quality: 62 } },
  },
  {
    name: 'card',
    width: 800,
    height: 600,
    position: 'centre',
    formatOptions: { format: 'webp', options: { quality: 64 } },
  },
  {
    // A post's cover on phones (about 380 CSS px at a device pixel ratio near 2); `hero` above.
    name: 'heroSmall',
    width: 800,
    height: 450,
    position: 'centre',
    formatOptions: { format: 'webp', options: { quality: 66 } },
  },
  {
    name: 'hero',
    width: 1600,
    height: 900,
    position: 'centre',
    formatOptions: { format: 'webp', options: { quality: 68 } },
  },
];

/**
 * The AVIF quality of each cropped rendition's twin. 40 gives about 40 % of the WebP's bytes for the
 * same look. The phone's cover is a post's largest paint on a phone, so it is lighter still: at 28,
 * 25 KB instead of 41 for the seeded photo of a small yard, which brings a post's largest paint on
 * Lighthouse's phone about 0.2 s sooner, softer only where a phone's screen cannot show it.
 */
const AVIF_QUALITY: Readonly<Record<string, number>> = { heroSmall: 28 };
const avifQuality = (size: string): number => AVIF_QUALITY[size] ?? 40;

/** The end of the file's name of the AVIF twin `twin` (`heroSmallAvif`), which says its quality. */
export const avifFileEnding = (twin: string): string => `-q${avifQuality(twin.replace(/Avif$/, ''))}.avif`;

/**
 * The AVIF twin of a cropped rendition (`mediumAvif` beside `medium`), offered first by the site's
 * `<picture>`, so a phone's first card or cover arrives sooner. Effort 0: about 0.1 s a rendition,
 * against 3 s at sharp's default, for bytes within a few per cent. Its file's name carries its
 * quality (`yard-800x450-q28.avif`): a twin cut at another quality has another address, so no cache
 * serves the earlier bytes, and the seed knows which images to cut again (seed/media-sizes.ts).
 */
function avifTwin(size: ImageSize): ImageSize {
  const name = `${size.name}Avif`;
  return {
    ...size,
    name,
    formatOptions: { format: 'avif', options: { quality: avifQuality(size.name), effort: 0 } },
    generateImageName: ({ originalName, width, height }) =>
      `${originalName}-${width}x${height}${avifFileEnding(name)}`,
  };
}

export const Media: CollectionConfig = {
  slug: CMS_COLLECTIONS.media,
  access: { read: anyone, create: editors, update: editors, delete: editors },
  // The picture, its name and its alternative text first; the storage adapter's fields are kept out.
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  upload: {
    staticDir: env.MEDIA_DIR,
    // Payload judges the type by the bytes; sharp then decodes with the photo uploads' pixel cap
    // and stops at the first corrupt byte, so a small file cannot take the CMS's memory or CPU.
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
    constructorOptions: { limitInputPixels: UPLOAD_LIMITS.maxPixels, failOn: 'error' },
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
      ...CROPPED,
      {
        // The whole picture at its own proportions (only a width), for cards that must not crop
        // it: the gallery, where a pool is often at the bottom of the yard.
        name: 'uncroppedSmall',
        width: 480,
        formatOptions: { format: 'webp', options: { quality: 64 } },
      },
      {
        name: 'uncropped',
        width: 960,
        formatOptions: { format: 'webp', options: { quality: 64 } },
      },
      ...CROPPED.map(avifTwin),
      {
        name: 'og',
        width: 1200,
        height: 630,
        position: 'centre',
        formatOptions: { format: 'jpeg', options: { quality: 80 } },
      },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
    // New sizes for a moved focal point are cut from the original, which Payload fetches from the
    // file's address when it is in the bucket: that is this product's own public origin, allowed
    // even when it is on loopback or a private network (Payload refuses those for other addresses).
    skipSafeFetch: [publicOrigin()],
  },
  fields: [{ name: 'alt', type: 'text', required: true, label: 'Alternative text' }],
};
