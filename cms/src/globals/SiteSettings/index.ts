import { CMS_COLLECTIONS, CMS_GLOBALS } from '@poolscape/shared/content';
import type { GlobalConfig } from 'payload';
import { editors } from '../../access/index.ts';
import { publishedGlobalOrStaff } from '../../access/published-global.ts';
import { globalDraftPreview, previewedGlobalDrafts } from '../../fields/preview.ts';
import { tellApiAfterGlobalChange } from '../../hooks/content-changes.ts';
import { publishUnlessDraft } from '../../hooks/publish-unless-draft.ts';

const HOSTNAME =
  /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** What every public page shows about the company, and how search engines see the site. */
export const SiteSettings: GlobalConfig = {
  slug: CMS_GLOBALS.siteSettings,
  label: 'Site settings',
  admin: { group: 'Settings', ...globalDraftPreview(CMS_GLOBALS.siteSettings) },
  access: { read: publishedGlobalOrStaff, update: editors },
  versions: previewedGlobalDrafts(20),
  hooks: { beforeOperation: [publishUnlessDraft], afterChange: [tellApiAfterGlobalChange] },
  fields: [
    { name: 'brandName', type: 'text', required: true, defaultValue: 'Poolscape', maxLength: 40 },
    {
      name: 'tagline',
      type: 'text',
      required: true,
      maxLength: 120,
      defaultValue: 'Photorealistic AI pool designs from a photo of your backyard.',
    },
    {
      name: 'contactEmail',
      type: 'email',
      required: true,
      defaultValue: 'hello@poolscape.example',
      admin: { description: 'Shown on the support and legal pages.' },
    },
    {
      name: 'social',
      type: 'group',
      fields: [
        { name: 'facebook', type: 'text', defaultValue: 'https://www.facebook.com/poolscape' },
        { name: 'instagram', type: 'text', defaultValue: 'https://www.instagram.com/poolscape' },
        { name: 'youtube', type: 'text', defaultValue: 'https://www.youtube.com/@poolscape' },
      ],
    },
    {
      name: 'rating',
      type: 'group',
      // Kept for installations that had it; the landing page's rating is computed from the testimonials.
      admin: {
        hidden: true,
        description: 'Not shown: the landing page rates Poolscape with its published testimonials.',
      },
      fields: [
        { name: 'value', type: 'number', required: true, min: 1, max: 5, defaultValue: 4.9 },
        { name: 'count', type: 'number', required: true, min: 1, defaultValue: 847 },
      ],
    },
    {
      name: 'siteVerification',
      type: 'text',
      maxLength: 120,
      admin: { description: 'Google Search Console verification code (the content of its meta tag).' },
    },
    {
      name: 'defaultShareImage',
      type: 'upload',
      relationTo: CMS_COLLECTIONS.media,
      admin: { description: 'Share image of pages without their own; 1200x630. Empty: /og-image.jpg.' },
    },
    {
      name: 'galleryHostnames',
      type: 'array',
      labels: { singular: 'Hostname', plural: 'Gallery hostnames' },
      maxRows: 5,
      admin: {
        description:
          'Hostnames (e.g. gallery.example.com) whose home page is the gallery landing page instead of the marketing page.',
      },
      fields: [
        {
          name: 'hostname',
          type: 'text',
          required: true,
          validate: (value: string | null | undefined) =>
            (typeof value === 'string' && HOSTNAME.test(value)) ||
            'A hostname in lowercase, without http:// or a path, e.g. gallery.example.com.',
        },
      ],
    },
  ],
};
