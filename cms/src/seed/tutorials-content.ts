// The video tutorials on /tutorials: each plays its walkthrough, recorded from the product by
// `npm run tutorials:record` (tests/tutorials), which writes the videos' lengths to the module below.
import { tutorialRecordings } from './tutorial-recordings.ts';

/** A tutorial's recording; before its first recording, a landing clip stands in. */
function recording(slug: string, standIn: string): { videoUrl: string; durationSeconds: number } {
  return tutorialRecordings[slug] ?? { videoUrl: standIn, durationSeconds: 8 };
}

export const seedTutorials = [
  {
    slug: 'your-first-pool-design',
    title: 'Your first pool design in five minutes',
    summary: 'Upload a backyard photo, place the pool, pick a style and get your first render.',
    ...recording('your-first-pool-design', '/videos/ai-pool-design.mp4'),
    level: 'beginner',
    steps: [
      {
        title: 'Take or pick a photo',
        detail:
          'Stand at the back door or an upstairs window so the whole yard is in view. JPEG, PNG or WebP up to 20 MB; or start from one of the sample backyards.',
      },
      {
        title: 'Place the pool',
        detail:
          'Your photo arrives with the pool already on the open ground it shows, drawn into the picture in perspective. Drag the four corners, move the whole pool by its middle handle or turn it with the round arrow, and the pool is redrawn as you go. Choose a shape (rectangle, rounded, L-shape, kidney, oval or freeform) and, with a length you know marked on the photo, type the size you want. To keep something exactly as it is, such as a tree or a shed, open Keep this and paint over it: the pool is drawn behind it.',
      },
      {
        title: 'Choose a style and features',
        detail:
          'Pick modern, traditional, natural, infinity or geometric, then add lighting, a waterfall, a hot tub, decking or landscaping.',
      },
      {
        title: 'Generate and compare',
        detail:
          'Ask for one to four variations. Each is a separate image you can compare with the original photo using the before and after slider.',
      },
    ],
  },
  {
    slug: 'rendering-dusk-and-night',
    title: 'Dusk and night renders that sell lighting',
    summary: 'Show the same pool at day, dusk and night, with underwater and deck lighting.',
    ...recording('rendering-dusk-and-night', '/videos/rendering.mp4'),
    level: 'intermediate',
    steps: [
      {
        title: 'Start from a finished day render',
        detail: 'Open the design and choose Regenerate with changes: the placement and style are kept.',
      },
      {
        title: 'Switch the time of day',
        detail:
          'Choose dusk or night. The whole scene takes the evening light under a new sky; nothing in the photo is moved or repainted.',
      },
      {
        title: 'Add the lighting feature',
        detail:
          'Underwater lights glow cyan from the walls and warm deck lights appear around the coping. Compare versions in the design’s history.',
      },
    ],
  },
  {
    slug: 'backyard-transformation-presentation',
    title: 'Present a backyard transformation to a client',
    summary:
      'Put a client’s designs into a presentation, walk them through it full screen, then send them the link and the PDF.',
    ...recording('backyard-transformation-presentation', '/videos/backyard-transformation.mp4'),
    level: 'beginner',
    steps: [
      {
        title: 'Make the presentation',
        detail:
          'On the Presentations page, give it a title and the client’s name, and start from the collection that holds their designs.',
      },
      {
        title: 'Shape the slides',
        detail:
          'Reorder the design slides, choose the render each one shows, and add your notes and a price line. Your company, logo and contact details come from your profile.',
      },
      {
        title: 'Present it',
        detail:
          'Press Present. Arrow keys, Space or a swipe move on; each design opens on the yard as it is and wipes to the finished pool.',
      },
      {
        title: 'Follow up',
        detail:
          'Create the share link and send it, with the PDF from Download PDF. The client can open both on any phone without an account.',
      },
    ],
  },
  {
    slug: 'publish-designs-to-wordpress',
    title: 'Publish your designs to WordPress',
    summary:
      'Connect your WordPress site in the WordPress wizard, then publish a finished design as a post with its before and after pictures.',
    ...recording('publish-designs-to-wordpress', '/videos/backyard-transformation.mp4'),
    level: 'advanced',
    steps: [
      {
        title: 'Check your site',
        detail:
          'Open the WordPress wizard from your dashboard, enter your site address and choose Check the site. Poolscape checks that it is WordPress with its REST API on.',
      },
      {
        title: 'Make an application password',
        detail:
          'Choose Open your WordPress profile. Under Application Passwords, type a name such as Poolscape, choose Add New Application Password and copy the password WordPress shows.',
      },
      {
        title: 'Connect',
        detail:
          'Enter your WordPress user name and the application password, then choose Connect. It is not your login password, and you can revoke it in WordPress at any time.',
      },
      {
        title: 'Publish',
        detail:
          'On a design’s result page, choose Publish to WordPress. Give it a title, choose Post or Page and Save as a draft or Publish now, then choose Publish: the before and after pictures appear side by side on your site.',
      },
    ],
  },
] as const;
