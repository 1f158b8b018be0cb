// The product's name, navigation and footer, shared by the site and the app shell.

export const BRAND = {
  name: 'Poolscape',
  tagline: 'Photorealistic AI pool designs from a photo of your backyard.',
  blurb:
    'Poolscape turns a photo of any backyard into a photorealistic pool design in seconds, for pool contractors, builders, sales consultants and homeowners.',
  rating: { value: 4.9, count: 847 },
} as const;

export interface NavLink {
  label: string;
  href: string;
}

/** Top navigation: its links, in the order they are shown. */
export const NAV_LINKS: readonly NavLink[] = [
  { label: 'AI Pool Design', href: '/ai-pool-design' },
  { label: 'Gallery', href: '/gallery' },
  { label: 'WordPress', href: '/wordpress' },
  { label: 'Blog', href: '/blog' },
];

/** The Support dropdown of the top navigation. */
export const SUPPORT_LINKS: readonly NavLink[] = [
  { label: 'Tutorials', href: '/tutorials' },
  { label: 'Support', href: '/support' },
];

export const FOOTER_COLUMNS: readonly { title: string; links: readonly NavLink[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Gallery', href: '/gallery' },
      { label: 'Tutorials', href: '/tutorials' },
      { label: 'WordPress', href: '/wordpress' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Blog', href: '/blog' },
      { label: 'Support', href: '/support' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy', href: '/privacy' },
      { label: 'Terms', href: '/terms' },
    ],
  },
];

/** Below this width (px) the navigation collapses into the toggle menu. */
export const MOBILE_BREAKPOINT = 768;

export interface SocialLink extends NavLink {
  /** SVG path (24x24 view box) of the network's mark. */
  icon: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  {
    label: 'Facebook',
    href: 'https://www.facebook.com/poolscape',
    icon: 'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21h3z',
  },
  {
    label: 'Instagram',
    href: 'https://www.instagram.com/poolscape',
    icon: 'M12 7.3A4.7 4.7 0 1 0 12 16.7 4.7 4.7 0 0 0 12 7.3zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0zM21 8.1c-.1-1.5-.4-2.8-1.5-3.9S17 2.8 15.5 2.7C14 2.6 10 2.6 8.5 2.7 7 2.8 5.7 3.1 4.6 4.2S3.1 6.6 3 8.1c-.1 1.5-.1 6.3 0 7.8.1 1.5.4 2.8 1.5 3.9s2.4 1.4 3.9 1.5c1.5.1 5.5.1 7 0 1.5-.1 2.8-.4 3.9-1.5s1.4-2.4 1.5-3.9c.1-1.5.1-6.3.2-7.8zm-2 9.6c-.3.8-.9 1.4-1.7 1.7-1.2.5-4 .4-5.3.4s-4.1.1-5.3-.4a3 3 0 0 1-1.7-1.7c-.5-1.2-.4-4-.4-5.3s-.1-4.1.4-5.3c.3-.8.9-1.4 1.7-1.7 1.2-.5 4-.4 5.3-.4s4.1-.1 5.3.4c.8.3 1.4.9 1.7 1.7.5 1.2.4 4 .4 5.3s.1 4.1-.4 5.3z',
  },
  {
    label: 'YouTube',
    href: 'https://www.youtube.com/@poolscape',
    icon: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3-5.2 3z',
  },
];
