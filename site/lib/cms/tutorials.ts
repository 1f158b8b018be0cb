// Video tutorials as `/tutorials` and the WordPress page read them.
import {
  CMS_COLLECTIONS,
  type CmsTutorial,
  CmsTutorialSchema,
  TUTORIAL_LEVELS,
  youtubeEmbedUrl,
} from '@poolscape/shared/content';
import { z } from 'zod';
import { fetchPublished } from './fetch.ts';
import { SeoSchema, SiteImageSchema, siteImage, toSeo } from './media.ts';

export const TutorialSchema = z.object({
  /** The CMS's id, which stays when the slug changes. */
  cmsId: z.string().nullable(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** The link editors gave: a YouTube link or a site path of an mp4/webm file. */
  videoUrl: z.string(),
  /** The YouTube embed URL, or null for a video file. */
  embedUrl: z.string().nullable(),
  durationSeconds: z.number(),
  level: z.enum(TUTORIAL_LEVELS),
  steps: z.array(z.object({ title: z.string(), detail: z.string() })),
  thumbnail: SiteImageSchema.nullable(),
  publishedAt: z.date(),
  updatedAt: z.date(),
  seo: SeoSchema,
});
export type Tutorial = z.infer<typeof TutorialSchema>;

/** Published tutorials in the editors' order, keyed by slug. */
export async function loadTutorials(): Promise<(Tutorial & { id: string })[]> {
  const docs = await fetchPublished(CMS_COLLECTIONS.tutorials, CmsTutorialSchema, { sort: 'order' });
  return docs.map(tutorialFromCms);
}

/** A tutorial as the pages show it, from the CMS's document. */
export function tutorialFromCms(doc: CmsTutorial): Tutorial & { id: string } {
  return {
    id: doc.slug,
    cmsId: doc.id === undefined ? null : String(doc.id),
    slug: doc.slug,
    title: doc.title,
    summary: doc.summary,
    videoUrl: doc.videoUrl,
    embedUrl: youtubeEmbedUrl(doc.videoUrl),
    durationSeconds: doc.durationSeconds,
    level: doc.level,
    steps: doc.steps ?? [],
    thumbnail: siteImage(doc.thumbnail),
    publishedAt: new Date(doc.publishedAt ?? doc.updatedAt),
    updatedAt: new Date(doc.updatedAt),
    seo: toSeo(doc.meta),
  };
}
