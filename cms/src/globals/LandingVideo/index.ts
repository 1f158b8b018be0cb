import { CMS_GLOBALS } from '@poolscape/shared/content';
import type { GlobalConfig } from 'payload';
import { editors } from '../../access/index.ts';
import { publishedGlobalOrStaff } from '../../access/published-global.ts';
import { globalDraftPreview, previewedGlobalDrafts } from '../../fields/preview.ts';
import { tellApiAfterGlobalChange } from '../../hooks/content-changes.ts';
import { publishUnlessDraft } from '../../hooks/publish-unless-draft.ts';

/** The demo video box of the landing page (`GET /api/videos/landing-demo`). */
export const LandingVideo: GlobalConfig = {
  slug: CMS_GLOBALS.landingVideo,
  label: 'Landing demo video',
  admin: { group: 'Marketing', ...globalDraftPreview(CMS_GLOBALS.landingVideo) },
  access: { read: publishedGlobalOrStaff, update: editors },
  versions: previewedGlobalDrafts(20),
  hooks: { beforeOperation: [publishUnlessDraft], afterChange: [tellApiAfterGlobalChange] },
  fields: [
    {
      name: 'videoUrl',
      type: 'text',
      admin: {
        description:
          'A YouTube link (watch, short or youtu.be links are turned into embeds) or a video file path such as /videos/backyard-transformation.mp4. Empty: “Video Coming Soon”.',
      },
      validate: (value: string | null | undefined) =>
        !value ||
        /^https:\/\/\S+$/.test(value) ||
        /^\/[\w\-./]+\.(mp4|webm)$/.test(value) ||
        'Give an https:// link or a path to an .mp4 or .webm file starting with /.',
    },
    {
      name: 'videoType',
      type: 'select',
      required: true,
      defaultValue: 'youtube',
      options: [
        { value: 'youtube', label: 'YouTube' },
        { value: 'other', label: 'Other (a video file)' },
      ],
    },
    { name: 'title', type: 'text', maxLength: 120, defaultValue: 'See Poolscape in action' },
  ],
};
