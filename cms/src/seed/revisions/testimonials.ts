// Testimonials that praised features as the product did not have them then.
import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import type { Revision } from '../content-revisions.ts';
import { seedTestimonials } from '../testimonials.ts';

function testimonialOf(name: string): string {
  const found = seedTestimonials.find((entry) => entry.name === name);
  if (!found) throw new Error(`the seed has no testimonial by ${name}`);
  return found.content;
}

export const testimonialRevisions: readonly Revision[] = [
  {
    name: 'Greg Lindqvist',
    before:
      'Publishing designs straight to our WordPress gallery keeps the website fresh without any work from the office. Half our leads now mention a design they saw there.',
  },
  {
    name: 'Sofia Martins',
    before:
      'Premium pays for itself. I make variations for every lead, put them in one presentation and the client picks a favourite before the site visit.',
  },
].map(
  ({ name, before }): Revision => ({
    target: { collection: CMS_COLLECTIONS.testimonials, match: { name } },
    fields: [{ name: 'content', before, after: testimonialOf(name) }],
  }),
);
