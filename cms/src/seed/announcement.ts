// The announcement a new installation starts with: the dusk and night renders.
export const seedAnnouncement = {
  title: 'Dusk and night renders are here',
  body: 'Choose dusk or night when you create a design: the whole scene takes the evening light under a new sky, underwater and deck lights glow, and nothing in your photo is moved or repainted.',
  linkLabel: 'Watch the tutorial',
  linkUrl: '/tutorials#rendering-dusk-and-night',
} as const;
