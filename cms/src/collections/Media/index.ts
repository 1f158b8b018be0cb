import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import { UPLOAD_LIMITS } from '@poolscape/shared/designs';
import type { CollectionConfig } from 'payload';
import { anyone, editors } from '../../access/index.ts';
import { env } from '../../env.ts';
import { mediaFromStorage, removeMediaAfterDelete, storeMediaAfterChange } from '../../hooks/media-store.ts';

/** Images used by posts and pages, with sizes made by sharp on upload, kept in the product's storage too. */
export const Media: CollectionConfig = {
  slug: CMS_COLLECTIONS.media,
  access: { read: anyone, create: editors, update: editors, delete: editors },
  admin: { group: 'Content' },
  upload: {
    staticDir: env.MEDIA_DIR,
    // Payload judges the type by the bytes; sharp then decodes with the photo uploads' pixel cap
    // and stops at the first corrupt byte, so a small file cannot take the CMS's memory or CPU.
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
    constructorOptions: { limitInputPixels: UPLOAD_LIMITS.maxPixels, failOn: 'error' },
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
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
        name: 'hero',
        width: 1600,
        height: 900,
        position: 'centre',
        formatOptions: { format: 'webp', options: { quality: 68 } },
      },
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
    // A file this machine's disk lacks (uploaded through another API process) comes from the storage.
    handlers: [mediaFromStorage],
  },
  hooks: { afterChange: [storeMediaAfterChange], afterDelete: [removeMediaAfterDelete] },
  fields: [{ name: 'alt', type: 'text', required: true, label: 'Alternative text' }],
};
