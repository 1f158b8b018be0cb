// The public gallery's community designs: what an owner's submission can be, and what /gallery
// shows of an approved one.
import { z } from 'zod';

export const GALLERY_STATUSES = ['submitted', 'approved', 'refused'] as const;
export type GalleryStatus = (typeof GALLERY_STATUSES)[number];

export const GALLERY_TEXT = {
  notPublic: 'Make the design public before you submit it to the gallery.',
  notRendered: 'Submit the design once it has a finished render.',
} as const;

export const CommunityDesignSchema = z.object({
  designId: z.string(),
  name: z.string(),
  /** The design's share page. */
  url: z.string(),
  image: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }),
  thumbnailUrl: z.string(),
  /** The owner's name and public profile; "A Poolscape member" without a link when it is private. */
  owner: z.object({ name: z.string(), url: z.string().nullable() }),
});
export type CommunityDesign = z.infer<typeof CommunityDesignSchema>;
/** `GET /api/gallery/community`. */
export const CommunityGallerySchema = z.array(CommunityDesignSchema);
