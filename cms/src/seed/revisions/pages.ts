// Pages' earlier wording: the privacy page before ad slots, "Download my data" and "Delete my account", the
// WordPress page before and while WordPress publishing was not there, the AI pool design highlights,
// and the support FAQ before Billing.
import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import type { Revision } from '../content-revisions.ts';
import { seedPages } from '../pages-content.ts';
import { seeded } from './seeded.ts';

const wordpressPage = seeded(seedPages, 'wordpress');
const supportPage = seeded(seedPages, 'support');
const aiPoolDesignPage = seeded(seedPages, 'ai-pool-design');
const privacyPage = seeded(seedPages, 'privacy');
const termsPage = seeded(seedPages, 'terms');
/** The free trial was said in designs, while the product counts images (FREE_TRIAL, shared/src/plans.ts). */
const inDesigns = (text: string, images: string, designs: string) => text.replace(images, designs);
/** "How long we keep it" and "Your rights" before "Delete my account" and the retention list. */
const RETENTION_SECTIONS = {
  before: `## How long we keep it

Account data for as long as your account exists; deleted designs are removed from storage; server logs for 30 days.

## Your rights

You can see and correct your data on your profile, and download an archive of all of it there with "Download my data": we e-mail you the link when it is ready, and it works for 7 days. To have your account deleted, write to us at the contact address and we answer within 30 days.`,
  now: privacyPage.markdown.slice(privacyPage.markdown.indexOf('## How long we keep it')),
};
/** The line on the mail kept for the admins (/admin/mail) without a mail server. */
const KEPT_MAIL_LINE = privacyPage.markdown.match(/\n- \*\*The e-mails we send you\*\*[^\n]*/)?.[0] ?? '';
const privacyBeforeKeptMail = privacyPage.markdown.replace(KEPT_MAIL_LINE, '');
/** The privacy page as it read before the retention list (the earlier revisions start from it). */
const privacyBeforeRetention = privacyPage.markdown.replace(
  RETENTION_SECTIONS.now,
  RETENTION_SECTIONS.before,
);
/** The privacy page said there were no advertising cookies at all, before ad slots existed. */
const ADS_SENTENCES = {
  before: 'We use no advertising cookies.',
  now: privacyBeforeRetention.match(/We set no advertising cookies\.[^\n]*/)?.[0] ?? '',
};

/** The privacy page asked people to write for an export, before "Download my data" existed. */
const RIGHTS_SENTENCES = {
  before:
    'You can see, correct, export or delete your data. Write to us at the contact address and we answer within 30 days.',
  now: privacyBeforeRetention.match(/You can see and correct your data[^\n]*/)?.[0] ?? '',
};

export const privacyPageRevision: Revision = {
  target: { collection: CMS_COLLECTIONS.pages, match: { slug: 'privacy' } },
  fields: [
    {
      name: 'content',
      richText: true,
      before: privacyBeforeRetention
        .replace(ADS_SENTENCES.now, ADS_SENTENCES.before)
        .replace(RIGHTS_SENTENCES.now, RIGHTS_SENTENCES.before),
      // Then the next revision tells of "Download my data".
      after: privacyBeforeRetention.replace(RIGHTS_SENTENCES.now, RIGHTS_SENTENCES.before),
    },
  ],
};

export const privacyRightsRevision: Revision = {
  target: { collection: CMS_COLLECTIONS.pages, match: { slug: 'privacy' } },
  fields: [
    {
      name: 'content',
      richText: true,
      before: privacyBeforeRetention.replace(RIGHTS_SENTENCES.now, RIGHTS_SENTENCES.before),
      after: privacyBeforeRetention,
    },
  ],
};

/** Then it lists how long each kind of data is kept, and tells of "Delete my account". */
export const privacyRetentionRevision: Revision = {
  target: { collection: CMS_COLLECTIONS.pages, match: { slug: 'privacy' } },
  fields: [{ name: 'content', richText: true, before: privacyBeforeRetention, after: privacyBeforeKeptMail }],
};

export const wordpressPageRevision: Revision = {
  target: { collection: CMS_COLLECTIONS.pages, match: { slug: 'wordpress' } },
  fields: [
    { name: 'title', before: 'Publish pool designs to WordPress', after: wordpressPage.title },
    {
      name: 'intro',
      before:
        'Connect your WordPress site once and publish every finished design to your own gallery, with its before and after images.',
      after: wordpressPage.intro,
    },
    {
      name: 'highlights',
      before: [
        {
          title: 'Secure connection',
          text: 'Uses a WordPress application password; you can revoke it at any time from WordPress.',
        },
        {
          title: 'One click per design',
          text: 'Publish a design as a post in the category you choose, with title, style and images.',
        },
        {
          title: 'Fresh content for search',
          text: 'Every project becomes a page that search engines can find, in your own brand.',
        },
      ],
      after: wordpressPage.highlights,
    },
    {
      name: 'content',
      richText: true,
      before: `## How the integration works

Poolscape talks to the standard WordPress REST API. Nothing is installed on your site: you create an application password in WordPress and enter it once in the WordPress wizard.

## What gets published

- The design's render and the original backyard photo.
- Its title, style and features.
- A link back to the shared design, if you choose.

## Requirements

WordPress 5.6 or newer with the REST API enabled (the default), and a user who can publish posts.`,
      after: wordpressPage.markdown,
    },
    {
      name: 'meta',
      before: {
        title: 'WordPress integration: publish pool designs',
        description:
          'Publish Poolscape pool designs to your WordPress site as gallery posts with before and after images, using a WordPress application password.',
        keywords: 'wordpress pool gallery, pool builder website, publish pool designs',
      },
      after: wordpressPage.seo,
    },
    // WordPress publishing came later: the wording of the seed in between said it was not there yet.
    {
      name: 'intro',
      before:
        'Publishing straight from Poolscape to WordPress is not available yet. Your designs still reach your website in a few minutes each: download the render, or link to the design’s share page.',
      after: wordpressPage.intro,
    },
    {
      name: 'highlights',
      before: [
        {
          title: 'Your renders, your site',
          text: 'Download a variation at your plan’s resolution and add it to your WordPress media library like any photo.',
        },
        {
          title: 'Share pages for the before and after',
          text: 'Link a post to the design’s share page: visitors see the before and after views without an account.',
        },
        {
          title: 'Fresh content for search',
          text: 'Every project you post becomes a page that search engines can find, in your own brand.',
        },
      ],
      after: wordpressPage.highlights,
    },
    {
      name: 'content',
      richText: true,
      before: `## What you can do today

Poolscape does not connect to WordPress yet: nothing is installed on your site and Poolscape never signs in to it. You add designs to your site yourself, the way you add any photo.

## What to put in a post

- The render you downloaded, and the original backyard photo for a before and after.
- The design's style and features, in your own words.
- A link to the design's share page, once the design is unlisted or public.

## Requirements

Any WordPress site where you can upload media and publish posts.`,
      after: wordpressPage.markdown,
    },
    {
      name: 'meta',
      before: {
        title: 'Pool designs on your WordPress site',
        description:
          'Show your Poolscape pool designs on your WordPress site: download the renders or link to their share pages. Publishing straight to WordPress is not available yet.',
        keywords: 'wordpress pool gallery, pool builder website, publish pool designs',
      },
      after: wordpressPage.seo,
    },
  ],
};

export const aiPoolDesignPageRevision: Revision = {
  target: { collection: CMS_COLLECTIONS.pages, match: { slug: 'ai-pool-design' } },
  fields: [
    {
      name: 'content',
      richText: true,
      before: inDesigns(aiPoolDesignPage.markdown, '10 free images', '10 free designs'),
      after: aiPoolDesignPage.markdown,
    },
  ],
  rows: [
    {
      list: 'highlights',
      before: {
        title: 'Share in one click',
        text: 'Before and after slider, share links, presentations and your own website.',
      },
      after: aiPoolDesignPage.highlights?.find((entry) => entry.title === 'Share in one click') ?? {},
    },
    {
      list: 'highlights',
      before: {
        title: 'Only the pool changes',
        text: 'Every pixel outside the design stays exactly as you photographed it.',
      },
      after: aiPoolDesignPage.highlights?.find((entry) => entry.title === 'Only the pool changes') ?? {},
    },
  ],
};

export const supportPageRevision: Revision = {
  target: { collection: CMS_COLLECTIONS.pages, match: { slug: 'support' } },
  rows: [
    {
      list: 'faqs',
      before: {
        question: 'How do I cancel?',
        answer:
          'Cancel any time from Billing; your plan stays active until the end of the period you paid for.',
      },
      after: supportPage.faqs?.find((entry) => entry.question === 'How do I cancel?') ?? {},
    },
    {
      // Billing came later: the wording of the seed in between sent people to support.
      list: 'faqs',
      before: {
        question: 'How do I cancel?',
        answer:
          'Plans cannot be changed or cancelled in the app yet. Write to us at the support address on this page and we take care of it; your plan stays active until the end of the period you paid for.',
      },
      after: supportPage.faqs?.find((entry) => entry.question === 'How do I cancel?') ?? {},
    },
    {
      list: 'faqs',
      before: {
        question: 'How many designs do I get on the free trial?',
        answer: 'The 7-day free trial includes 10 designs and needs no credit card.',
      },
      after:
        supportPage.faqs?.find(
          (entry) => entry.question === 'How many designs do I get on the free trial?',
        ) ?? {},
    },
  ],
};

/** The terms said the trial included 10 designs. */
export const termsTrialRevision: Revision = {
  target: { collection: CMS_COLLECTIONS.pages, match: { slug: 'terms' } },
  fields: [
    {
      name: 'content',
      richText: true,
      before: inDesigns(
        termsPage.markdown,
        'includes 10 images (each variation of a design is one image).',
        'includes 10 designs.',
      ),
      after: termsPage.markdown,
    },
  ],
};

/** Then the retention list names the mail kept for the admins while there is no mail server. */
export const privacyKeptMailRevision: Revision = {
  target: { collection: CMS_COLLECTIONS.pages, match: { slug: 'privacy' } },
  fields: [
    {
      name: 'content',
      richText: true,
      before: privacyBeforeKeptMail,
      after: privacyPage.markdown,
    },
  ],
};
