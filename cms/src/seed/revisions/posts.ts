// The sales presentation post's video section, as the first seed wrote it and while there were no videos.
import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import type { Revision } from '../content-revisions.ts';
import { seedPosts } from '../posts-content.ts';
import { seeded } from './seeded.ts';

const presentingPost = seeded(seedPosts, 'presenting-pool-designs-to-close-sales');
/** The post's video section as the first seed wrote it, then while there were no videos, and now. */
const presentingSection = {
  first: `## Using video walkthroughs

On Pro and Premium plans, you can also create short videos of a design. A video gives clients a sense of movement and atmosphere that a still image cannot. Consider saving videos for serious prospects at the proposal stage, where they can tip a hesitant client toward a decision.`,
  withoutVideos: `## Showing day and evening together

Making videos of a design is not part of Poolscape yet. Until it is, show the same design by day and at dusk one after the other: the change of light gives clients a sense of atmosphere that a single still image cannot. Save the evening version for serious prospects at the proposal stage, where it can tip a hesitant client toward a decision.`,
  now: presentingPost.markdown.match(/## Using video walkthroughs\n\n[^\n]+/)?.[0] ?? '',
};

export const presentingPostRevision: Revision = {
  target: { collection: CMS_COLLECTIONS.posts, match: { slug: presentingPost.slug } },
  fields: [
    {
      name: 'content',
      richText: true,
      before: presentingPost.markdown.replace(presentingSection.now, presentingSection.first),
      after: presentingPost.markdown,
    },
    {
      name: 'content',
      richText: true,
      before: presentingPost.markdown.replace(presentingSection.now, presentingSection.withoutVideos),
      after: presentingPost.markdown,
    },
  ],
};
