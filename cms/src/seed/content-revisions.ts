// Seeded content that the seed now words differently, because it described buttons and pages the
// product does not have (WordPress publishing, the Upgrade and Billing pages, collections,
// presentations), or said a feature was not there yet once it was (videos, WordPress publishing). On an installation
// seeded before, each field or list row is replaced only while it still holds exactly what the
// earlier seed wrote: whatever an editor changed stays as the editor left it. The new wording is the seed's own content; this file keeps the earlier.
import {
  CMS_COLLECTIONS,
  CMS_GLOBALS,
  type CmsCollectionSlug,
  type CmsGlobalSlug,
} from '@poolscape/shared/content';
import type { Payload } from 'payload';
import { seedAnnouncement } from './announcement.ts';
import { seedKnowledge } from './assistant-knowledge.ts';
import { seedBanner } from './banner.ts';
import { seedPages } from './pages-content.ts';
import { seedPosts } from './posts-content.ts';
import { seedTestimonials } from './testimonials.ts';
import { seedTutorials } from './tutorials-content.ts';

type Content = Record<string, unknown>;

/** A field replaced while it holds `before`; rich text fields are given as Markdown. */
export interface FieldRevision {
  name: string;
  before: unknown;
  after: unknown;
  richText?: boolean;
}

/** Rows of a list field replaced while their `before` fields are unchanged. */
export interface RowRevision {
  list: string;
  before: Content;
  after: Content;
}

export interface Revision {
  target: { collection: CmsCollectionSlug; match: Record<string, string> } | { global: CmsGlobalSlug };
  fields?: FieldRevision[];
  rows?: RowRevision[];
}

/** Where revisions read and write: the CMS's Local API in the seed, a fake in tests. */
export interface RevisionStore {
  /** The latest version (a draft if there is one) of the document whose fields equal `match`. */
  findDocument(collection: CmsCollectionSlug, match: Record<string, string>): Promise<Content | null>;
  updateDocument(collection: CmsCollectionSlug, document: Content, data: Content): Promise<void>;
  findGlobal(slug: CmsGlobalSlug): Promise<Content>;
  updateGlobal(slug: CmsGlobalSlug, data: Content): Promise<void>;
  /** Markdown as the CMS stores rich text (the seed's own conversion). */
  richText(markdown: string): unknown;
}

/** A value without what the CMS adds on its own: row ids, empty optional fields, key order. */
function normalized(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalized);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Content)
    .filter(([key, field]) => key !== 'id' && field !== null && field !== undefined && field !== '')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, field]) => [key, normalized(field)]);
  return Object.fromEntries(entries);
}

/** Whether stored content is still what was seeded. */
export function sameContent(stored: unknown, seeded: unknown): boolean {
  return JSON.stringify(normalized(stored)) === JSON.stringify(normalized(seeded));
}

/** The changes `revision` makes to `current`, or null when an editor changed all of it. */
export function revisedFields(
  current: Content,
  revision: Revision,
  store: Pick<RevisionStore, 'richText'>,
): Content | null {
  const data: Content = {};
  for (const field of revision.fields ?? []) {
    const before = field.richText ? store.richText(String(field.before)) : field.before;
    if (!sameContent(current[field.name], before)) continue;
    const after = field.richText ? store.richText(String(field.after)) : field.after;
    const stored = current[field.name];
    data[field.name] =
      stored && typeof stored === 'object' && !Array.isArray(stored)
        ? { ...stored, ...(after as Content) }
        : after;
  }
  for (const row of revision.rows ?? []) {
    const list = (data[row.list] ?? current[row.list]) as Content[] | undefined;
    if (!Array.isArray(list)) continue;
    const matches = (entry: Content): boolean =>
      Object.entries(row.before).every(([key, value]) => sameContent(entry[key], value));
    if (!list.some(matches)) continue;
    data[row.list] = list.map((entry) => (matches(entry) ? { ...entry, ...row.after } : entry));
  }
  return Object.keys(data).length > 0 ? data : null;
}

/** Applies every revision that still finds its earlier text; answers how many documents changed. */
export async function applyContentRevisions(
  store: RevisionStore,
  revisions: readonly Revision[] = CONTENT_REVISIONS,
): Promise<number> {
  let changed = 0;
  for (const revision of revisions) {
    const { target } = revision;
    const current =
      'global' in target
        ? await store.findGlobal(target.global)
        : await store.findDocument(target.collection, target.match);
    if (!current) continue;
    const data = revisedFields(current, revision, store);
    if (!data) continue;
    if ('global' in target) await store.updateGlobal(target.global, data);
    else await store.updateDocument(target.collection, current, data);
    changed += 1;
  }
  return changed;
}

/** The CMS's Local API as a revision store; writes keep each document's status (draft or published). */
export function payloadRevisionStore(
  payload: Payload,
  context: Record<string, unknown>,
  richText: (markdown: string) => unknown,
): RevisionStore {
  return {
    richText,
    async findDocument(collection, match) {
      const where = Object.fromEntries(Object.entries(match).map(([key, value]) => [key, { equals: value }]));
      const found = await payload.find({ collection, where, draft: true, limit: 1, depth: 0 });
      return (found.docs[0] as Content | undefined) ?? null;
    },
    async updateDocument(collection, document, data) {
      const status = document._status === 'draft' ? 'draft' : 'published';
      await payload.update({
        collection,
        id: document.id as number,
        data: { ...data, _status: status },
        draft: status === 'draft',
        depth: 0,
        context,
      });
    },
    async findGlobal(slug) {
      return (await payload.findGlobal({ slug, depth: 0 })) as unknown as Content;
    },
    async updateGlobal(slug, data) {
      await payload.updateGlobal({ slug, data, depth: 0, context });
    },
  };
}

function seeded<T extends { slug: string }>(list: readonly T[], slug: string): T {
  const found = list.find((entry) => entry.slug === slug);
  if (!found) throw new Error(`the seed has no ${slug}`);
  return found;
}

function testimonialOf(name: string): string {
  const found = seedTestimonials.find((entry) => entry.name === name);
  if (!found) throw new Error(`the seed has no testimonial by ${name}`);
  return found.content;
}

function knowledgeRow(question: string, answer: string, url: string): RowRevision {
  const now = seedKnowledge.find((entry) => entry.question === question);
  if (!now) throw new Error(`the seed has no knowledge entry "${question}"`);
  return {
    list: 'knowledge',
    before: { question, answer, url },
    after: { answer: now.answer, url: now.url },
  };
}

const wordpressPage = seeded(seedPages, 'wordpress');
const supportPage = seeded(seedPages, 'support');
const aiPoolDesignPage = seeded(seedPages, 'ai-pool-design');
const wordpressTutorial = seeded(seedTutorials, 'publish-designs-to-wordpress');
const presentingPost = seeded(seedPosts, 'presenting-pool-designs-to-close-sales');
const privacyPage = seeded(seedPages, 'privacy');
/** The privacy page said there were no advertising cookies at all, before ad slots existed. */
const ADS_SENTENCES = {
  before: 'We use no advertising cookies.',
  now: privacyPage.markdown.match(/We set no advertising cookies\.[^\n]*/)?.[0] ?? '',
};
const presentingTutorial = seeded(seedTutorials, 'backyard-transformation-presentation');
/** The post's video section as the first seed wrote it, then while there were no videos, and now. */
const presentingSection = {
  first: `## Using video walkthroughs

On Pro and Premium plans, you can also create short videos of a design. A video gives clients a sense of movement and atmosphere that a still image cannot. Consider saving videos for serious prospects at the proposal stage, where they can tip a hesitant client toward a decision.`,
  withoutVideos: `## Showing day and evening together

Making videos of a design is not part of Poolscape yet. Until it is, show the same design by day and at dusk one after the other: the change of light gives clients a sense of atmosphere that a single still image cannot. Save the evening version for serious prospects at the proposal stage, where it can tip a hesitant client toward a decision.`,
  now: presentingPost.markdown.match(/## Using video walkthroughs\n\n[^\n]+/)?.[0] ?? '',
};

export const CONTENT_REVISIONS: readonly Revision[] = [
  {
    target: { collection: CMS_COLLECTIONS.pages, match: { slug: 'privacy' } },
    fields: [
      {
        name: 'content',
        richText: true,
        before: privacyPage.markdown.replace(ADS_SENTENCES.now, ADS_SENTENCES.before),
        after: privacyPage.markdown,
      },
    ],
  },
  {
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
        name: 'seo',
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
        name: 'seo',
        before: {
          title: 'Pool designs on your WordPress site',
          description:
            'Show your Poolscape pool designs on your WordPress site: download the renders or link to their share pages. Publishing straight to WordPress is not available yet.',
          keywords: 'wordpress pool gallery, pool builder website, publish pool designs',
        },
        after: wordpressPage.seo,
      },
    ],
  },
  {
    target: { collection: CMS_COLLECTIONS.pages, match: { slug: 'ai-pool-design' } },
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
  },
  {
    target: { collection: CMS_COLLECTIONS.announcements, match: { title: seedAnnouncement.title } },
    fields: [
      {
        name: 'body',
        before:
          'Choose dusk or night when you create a design: underwater and deck lights glow, and the photo outside the pool stays exactly as you took it.',
        after: seedAnnouncement.body,
      },
    ],
  },
  {
    target: { collection: CMS_COLLECTIONS.tutorials, match: { slug: 'rendering-dusk-and-night' } },
    rows: [
      {
        list: 'steps',
        before: {
          title: 'Switch the time of day',
          detail: 'Choose dusk or night. The photo is graded darker and cooler inside the pool area.',
        },
        after:
          seeded(seedTutorials, 'rendering-dusk-and-night').steps.find(
            (step) => step.title === 'Switch the time of day',
          ) ?? {},
      },
    ],
  },
  {
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
    ],
  },
  {
    target: { collection: CMS_COLLECTIONS.tutorials, match: { slug: wordpressTutorial.slug } },
    fields: [
      { name: 'title', before: 'Publish designs to your WordPress site', after: wordpressTutorial.title },
      {
        name: 'summary',
        before: 'Connect your WordPress site once and publish finished designs to a gallery page.',
        after: wordpressTutorial.summary,
      },
      {
        name: 'steps',
        before: [
          {
            title: 'Create an application password',
            detail:
              'In WordPress, open Users, your profile, and add an application password named Poolscape.',
          },
          {
            title: 'Connect the site',
            detail:
              'In the WordPress wizard, enter your site address, user name and the application password.',
          },
          {
            title: 'Publish',
            detail:
              'From any design, choose Publish to WordPress. The render and its details appear as a post in your gallery category.',
          },
        ],
        after: wordpressTutorial.steps.map((step) => ({ ...step })),
      },
      // WordPress publishing came later: the tutorial in between showed downloading the render.
      { name: 'title', before: 'Show your designs on your WordPress site', after: wordpressTutorial.title },
      {
        name: 'summary',
        before:
          'Download a finished design and add it to a post on your WordPress site, with a link to its share page.',
        after: wordpressTutorial.summary,
      },
      {
        name: 'steps',
        before: [
          {
            title: 'Download the render',
            detail: 'Open the design’s result page and choose Download variation on the variation you want.',
          },
          {
            title: 'Make it shareable',
            detail: 'Set the design to unlisted or public, then choose Copy share link.',
          },
          {
            title: 'Add it to a post',
            detail:
              'In WordPress, add the render to a new post or gallery page and link it to the share page you copied.',
          },
        ],
        after: wordpressTutorial.steps.map((step) => ({ ...step })),
      },
    ],
  },
  {
    target: {
      collection: CMS_COLLECTIONS.tutorials,
      match: { slug: 'backyard-transformation-presentation' },
    },
    fields: [
      {
        name: 'summary',
        before: 'Turn a design into a before and after presentation and a share link.',
        after: presentingTutorial.summary,
      },
      {
        name: 'summary',
        before: 'Show a client the before and after of a design, then send them its share link.',
        after: presentingTutorial.summary,
      },
      {
        name: 'steps',
        // The steps while there was no presentation maker.
        before: [
          {
            title: 'Open the result',
            detail: 'Drag the slider to reveal the pool over the original backyard.',
          },
          {
            title: 'Make it shareable',
            detail:
              'Set the design to unlisted or public, then copy the share link or post it to social networks.',
          },
          {
            title: 'Follow up',
            detail: 'The client can open the link on any phone without an account, and sign up from there.',
          },
        ],
        after: presentingTutorial.steps.map((step) => ({ ...step })),
      },
    ],
  },
  {
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
  },
  {
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
  },
  ...[
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
  ),
  {
    target: { global: CMS_GLOBALS.aiAssistant },
    rows: [
      knowledgeRow(
        'How much does the Pro plan cost and what does it include?',
        'Pro costs $29.99/month and is our most popular plan. It includes 100 images per month, 3 videos per month, high-resolution downloads, the upload backyard generator, the presentation maker, the custom prompt generator, image to video, email support and commercial rights.',
        '/subscribe',
      ),
      knowledgeRow(
        'How much does the Premium plan cost and what does it include?',
        'Premium costs $89.99/month and is our best value. It includes 500 images per month, 10 videos per month, the presentation maker, multiple viewpoints and aspects, AI modeling styles, custom prompts, backyard upload, priority email support and commercial rights.',
        '/subscribe',
      ),
      knowledgeRow(
        'Is there a free trial, and do I need a credit card?',
        'Yes. The Free plan is a 7-day free trial with 10 free designs, and no credit card is needed to start. It includes standard resolution downloads, video design generation, the presentation creator, collections, sharing and limited support.',
        '/register',
      ),
      knowledgeRow(
        'What happens when I use up my designs or images?',
        'Each plan has a number of images per period: 10 designs during the Free trial, 100 images per month on Pro and 500 images per month on Premium. Every variation you generate counts as one image. When you reach the limit you can upgrade your plan, or wait for the next period on a paid plan.',
        '/upgrade',
      ),
      knowledgeRow(
        'Can I upgrade or change my plan?',
        'Yes. You can upgrade to Pro or Premium at any time from the Upgrade page or the pricing section.',
        '/upgrade',
      ),
      knowledgeRow(
        'How many videos can I make?',
        'Pro includes 3 videos per month and Premium includes 10 videos per month. Image to video turns a pool design into a short video you can share or show to clients.',
        '/subscribe',
      ),
      knowledgeRow(
        'How many videos can I make?',
        'Pro lists 3 videos per month and Premium 10 videos per month, but making a video from a design is not in Poolscape yet. Today, show a design with its before and after slider or its share link.',
        '/subscribe',
      ),
      knowledgeRow(
        'What are collections?',
        'Collections are not in Poolscape yet. Every design you make is in your Library, where you can filter by style and date, search by name and delete several at once.',
        '/library',
      ),
      knowledgeRow(
        'What is the presentation maker?',
        'The presentation maker turns your designs into a presentation you can show a client during a sales meeting. It is part of every plan: the presentation creator on Free, and the presentation maker on Pro and Premium.',
        '/blog/presenting-pool-designs-to-close-sales',
      ),
      // Presentations came later: the wording of the seed in between said they were not there yet.
      knowledgeRow(
        'What is the presentation maker?',
        'Presentations are not in Poolscape yet. To show designs to a client today, open a design and drag its before and after slider, or copy its share link: the client sees the before and after views on any phone, without an account.',
        '/tutorials',
      ),
      knowledgeRow(
        'What are collections?',
        'Collections let you group designs, for example by client or project, and share a whole collection.',
        '/ai-pool-design',
      ),
      knowledgeRow(
        'Can I publish designs to my WordPress website?',
        'Yes. The WordPress integration publishes your pool designs to your own WordPress website, and a setup wizard walks you through connecting it.',
        '/wordpress',
      ),
      // WordPress publishing came later: the wording of the seed in between said it was not there yet.
      knowledgeRow(
        'Can I publish designs to my WordPress website?',
        'Not directly: publishing to WordPress from Poolscape is not available yet. Today, download a variation from its design and add it to your WordPress media library, or link to the design’s share page after making it unlisted or public.',
        '/wordpress',
      ),
      knowledgeRow(
        'How do I contact support?',
        'Visit the Support page to read the FAQ or send us a message. Free includes limited support, Pro includes email support and Premium includes priority email support.',
        '/support',
      ),
      knowledgeRow(
        'How do I cancel my subscription?',
        'You can manage or cancel your subscription on the Billing page at any time.',
        '/billing',
      ),
      // Billing came later: the wording of the seed in between said plans could not be changed.
      knowledgeRow(
        'What happens when I use up my designs or images?',
        'Each plan has a number of images per period: 10 designs during the Free trial, 100 images per month on Pro and 500 images per month on Premium. Every variation you generate counts as one image. When you reach the limit on a paid plan, more images come with the next period. Plans cannot be changed in the app yet: to move to a bigger plan, write to our support team at the address on the Support page.',
        '/subscribe',
      ),
      knowledgeRow(
        'Can I upgrade or change my plan?',
        'Not in the app yet: Poolscape has no page for changing plans today. The Plans and pricing page shows what each plan includes; to move to Pro or Premium, write to our support team at the address on the Support page.',
        '/subscribe',
      ),
      knowledgeRow(
        'How do I cancel my subscription?',
        'There is no Billing page in Poolscape yet, so a subscription cannot be cancelled in the app. Write to our support team at the address on the Support page and we will take care of it.',
        '/support',
      ),
    ],
  },
];
