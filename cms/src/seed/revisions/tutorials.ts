// Tutorials' earlier wording: dusk and night renders, WordPress publishing (before and while it was
// not there) and the presentation tutorial (before the presentation maker); and the videos they
// played before each had its own recording (the landing page's clips).
import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import type { FieldRevision, Revision } from '../content-revisions.ts';
import { seedTutorials } from '../tutorials-content.ts';
import { seeded } from './seeded.ts';

const wordpressTutorial = seeded(seedTutorials, 'publish-designs-to-wordpress');
const presentingTutorial = seeded(seedTutorials, 'backyard-transformation-presentation');

export const duskAndNightTutorialRevision: Revision = {
  target: { collection: CMS_COLLECTIONS.tutorials, match: { slug: 'rendering-dusk-and-night' } },
  fields: recordedVideo('rendering-dusk-and-night', '/videos/rendering.mp4'),
  rows: [
    {
      // The button as the product and the recording name it.
      list: 'steps',
      before: {
        title: 'Start from a finished day render',
        detail: 'Open the design and choose Regenerate so the placement and style are kept.',
      },
      after:
        seeded(seedTutorials, 'rendering-dusk-and-night').steps.find(
          (step) => step.title === 'Start from a finished day render',
        ) ?? {},
    },
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
};

export const wordpressTutorialRevision: Revision = {
  target: { collection: CMS_COLLECTIONS.tutorials, match: { slug: wordpressTutorial.slug } },
  fields: [
    ...recordedVideo(wordpressTutorial.slug, '/videos/backyard-transformation.mp4'),
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
          detail: 'In WordPress, open Users, your profile, and add an application password named Poolscape.',
        },
        {
          title: 'Connect the site',
          detail: 'In the WordPress wizard, enter your site address, user name and the application password.',
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
};

export const presentationTutorialRevision: Revision = {
  target: {
    collection: CMS_COLLECTIONS.tutorials,
    match: { slug: 'backyard-transformation-presentation' },
  },
  fields: [
    ...recordedVideo(presentingTutorial.slug, '/videos/backyard-transformation.mp4'),
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
};

/** Each tutorial's video: the landing page's 8-second clip, now its own recorded walkthrough. */
function recordedVideo(slug: string, landingClip: string): FieldRevision[] {
  const tutorial = seeded(seedTutorials, slug);
  return [
    { name: 'videoUrl', before: landingClip, after: tutorial.videoUrl },
    { name: 'durationSeconds', before: 8, after: tutorial.durationSeconds },
  ];
}

const placeThePool = (detail: string) => ({
  list: 'steps',
  before: { title: 'Place the pool', detail },
  after:
    seeded(seedTutorials, 'your-first-pool-design').steps.find((step) => step.title === 'Place the pool') ??
    {},
});

export const firstDesignTutorialRevision: Revision = {
  target: { collection: CMS_COLLECTIONS.tutorials, match: { slug: 'your-first-pool-design' } },
  fields: [
    ...recordedVideo('your-first-pool-design', '/videos/ai-pool-design.mp4'),
    // Recorded again with the shapes and "Keep this": the earlier recording's length.
    {
      name: 'durationSeconds',
      before: 65,
      after: seeded(seedTutorials, 'your-first-pool-design').durationSeconds,
    },
  ],
  // Before the studio drew the pool live, then before "Keep this".
  rows: [
    placeThePool(
      'Drag the four corners of the outline onto the lawn where the pool should go. The far corners sit closer together, just as the yard recedes in the photo.',
    ),
    placeThePool(
      'Your photo arrives with the pool already on the open ground it shows, drawn into the picture in perspective. Drag the four corners, move the whole pool by its middle handle or turn it with the round arrow, and the pool is redrawn as you go. Choose a shape (rectangle, rounded, L-shape, kidney, oval or freeform) and, with a length you know marked on the photo, type the size you want.',
    ),
  ],
};
