// A member's public profile page (/profile/public/{userId}): the card, and what the member shares:
// public designs, public collections and earned badges.
import { z } from 'zod';
import { PublicProfileSchema } from './auth.ts';
import { EarnedBadgeSchema } from './badges.ts';

export const PublicProfilePageSchema = PublicProfileSchema.extend({
  /** Public designs, newest first (the newest 24). */
  designs: z.array(
    z.object({ id: z.string(), name: z.string(), thumbnailUrl: z.string().nullable(), url: z.string() }),
  ),
  /** Public collections, most recently changed first, counting only the designs anyone may see. */
  collections: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      designCount: z.number().int(),
      coverUrl: z.string().nullable(),
      url: z.string(),
    }),
  ),
  badges: z.array(EarnedBadgeSchema),
});
export type PublicProfilePage = z.infer<typeof PublicProfilePageSchema>;
