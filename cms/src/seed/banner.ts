// The dashboard banner a new installation starts with: something signed-in users can do today.
export const seedBanner = {
  message: 'Show clients a design on any phone: make it unlisted and copy its share link.',
  tone: 'info',
  linkLabel: 'See how',
  linkUrl: '/tutorials#backyard-transformation-presentation',
} as const;
