// The signed-in dashboard's banners and announcements. The build hands them to the API in
// `/data/public-content.json`; the API shows the banners active at request time.
import {
  type Announcement,
  type Banner,
  CMS_COLLECTIONS,
  CmsAnnouncementSchema,
  CmsBannerSchema,
} from '@poolscape/shared/content';
import { fetchPublished } from './fetch.ts';

/** Published banners, the latest start first. */
export async function loadBanners(): Promise<Banner[]> {
  const docs = await fetchPublished(CMS_COLLECTIONS.banners, CmsBannerSchema, { sort: '-startsAt' });
  return docs.map((doc) => ({
    ...doc,
    id: String(doc.id),
    linkLabel: doc.linkLabel || null,
    linkUrl: doc.linkUrl || null,
    endsAt: doc.endsAt || null,
  }));
}

/** Published announcements, newest first. */
export async function loadAnnouncements(): Promise<Announcement[]> {
  const docs = await fetchPublished(CMS_COLLECTIONS.announcements, CmsAnnouncementSchema, {
    sort: '-publishedAt',
  });
  return docs.map((doc) => ({
    id: String(doc.id),
    title: doc.title,
    body: doc.body,
    linkLabel: doc.linkLabel || null,
    linkUrl: doc.linkUrl || null,
    publishedAt: doc.publishedAt ?? doc.updatedAt,
  }));
}
