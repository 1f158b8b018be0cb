// The announcement's and the banner's earlier wording.
import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import { seedAnnouncement } from '../announcement.ts';
import { seedBanner } from '../banner.ts';
import type { Revision } from '../content-revisions.ts';

export const announcementRevision: Revision = {
  target: { collection: CMS_COLLECTIONS.announcements, match: { title: seedAnnouncement.title } },
  fields: [
    {
      name: 'body',
      before:
        'Choose dusk or night when you create a design: underwater and deck lights glow, and the photo outside the pool stays exactly as you took it.',
      after: seedAnnouncement.body,
    },
  ],
};

export const bannerRevision: Revision = {
  target: {
    collection: CMS_COLLECTIONS.banners,
    match: { message: 'New: publish your finished designs straight to your WordPress site.' },
  },
  fields: [
    {
      name: 'message',
      before: 'New: publish your finished designs straight to your WordPress site.',
      after: seedBanner.message,
    },
    { name: 'linkUrl', before: '/wordpress', after: seedBanner.linkUrl },
  ],
};
