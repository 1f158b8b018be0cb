// What customers say: the landing page's carousel.
import { CMS_COLLECTIONS, CmsTestimonialSchema } from '@poolscape/shared/content';
import { z } from 'zod';
import { fetchPublished } from './fetch.ts';

export const TestimonialSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  content: z.string(),
  /** Stars out of five. */
  rating: z.number(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

/** Published testimonials in the editors' order. */
export async function loadTestimonials(): Promise<Testimonial[]> {
  const docs = await fetchPublished(CMS_COLLECTIONS.testimonials, CmsTestimonialSchema, { sort: 'order' });
  return docs.map((doc) => ({ ...doc, id: String(doc.id), rating: doc.rating ?? 5 }));
}
