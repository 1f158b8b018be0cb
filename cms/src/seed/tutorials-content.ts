// The video tutorials on /tutorials: each plays one of the product's own demo videos.
export const seedTutorials = [
  {
    slug: 'your-first-pool-design',
    title: 'Your first pool design in five minutes',
    summary: 'Upload a backyard photo, place the pool, pick a style and get your first render.',
    videoUrl: '/videos/ai-pool-design.mp4',
    durationSeconds: 8,
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
          'Drag the four corners of the outline onto the lawn where the pool should go. The far corners sit closer together, just as the yard recedes in the photo.',
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
    videoUrl: '/videos/rendering.mp4',
    durationSeconds: 8,
    level: 'intermediate',
    steps: [
      {
        title: 'Start from a finished day render',
        detail: 'Open the design and choose Regenerate so the placement and style are kept.',
      },
      {
        title: 'Switch the time of day',
        detail: 'Choose dusk or night. The photo is graded darker and cooler inside the pool area.',
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
    summary: 'Turn a design into a before and after presentation and a share link.',
    videoUrl: '/videos/backyard-transformation.mp4',
    durationSeconds: 8,
    level: 'beginner',
    steps: [
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
  },
  {
    slug: 'publish-designs-to-wordpress',
    title: 'Publish designs to your WordPress site',
    summary: 'Connect your WordPress site once and publish finished designs to a gallery page.',
    videoUrl: '/videos/backyard-transformation.mp4',
    durationSeconds: 8,
    level: 'advanced',
    steps: [
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
  },
] as const;
