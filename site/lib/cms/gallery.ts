// Curated gallery designs: `/gallery`, `/gallery-preview` and the gallery hostnames' home page.
import { CMS_COLLECTIONS, CmsGalleryItemSchema } from '@poolscape/shared/content';
import { z } from 'zod';
import { fetchPublished } from './fetch.ts';
import { SiteImageSchema, uncroppedImage } from './media.ts';

export const GalleryItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  style: CmsGalleryItemSchema.shape.style,
  description: z.string(),
  image: SiteImageSchema,
  /** The backyard before the pool, when the editors gave it. Both pictures are whole, never cropped. */
  before: SiteImageSchema.nullable(),
  featured: z.boolean(),
});
export type GalleryItem = z.infer<typeof GalleryItemSchema>;

/** Published gallery designs in the editors' order; designs whose image was deleted are left out. */
export async function loadGalleryItems(): Promise<GalleryItem[]> {
  const docs = await fetchPublished(CMS_COLLECTIONS.galleryItems, CmsGalleryItemSchema, { sort: 'order' });
  return docs.flatMap((doc) => {
    const image = uncroppedImage(doc.image);
    if (!image) return [];
    return [
      {
        id: String(doc.id),
        title: doc.title,
        style: doc.style,
        description: doc.description,
        image,
        before: uncroppedImage(doc.beforeImage),
        featured: doc.featured ?? false,
      },
    ];
  });
}
