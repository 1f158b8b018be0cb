// Written by `npm run tutorials:record`: each tutorial’s video, recorded from the product, and its length.
export const tutorialRecordings: Record<string, { videoUrl: string; durationSeconds: number }> = {
  'backyard-transformation-presentation': {
    videoUrl: '/videos/tutorials/backyard-transformation-presentation.mp4',
    durationSeconds: 55,
  },
  'publish-designs-to-wordpress': {
    videoUrl: '/videos/tutorials/publish-designs-to-wordpress.mp4',
    durationSeconds: 66,
  },
  'rendering-dusk-and-night': {
    videoUrl: '/videos/tutorials/rendering-dusk-and-night.mp4',
    durationSeconds: 55,
  },
  'your-first-pool-design': { videoUrl: '/videos/tutorials/your-first-pool-design.mp4', durationSeconds: 76 },
};
