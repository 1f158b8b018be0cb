// The plans (Free, Pro, Premium): what each costs, what it includes and the limits the API enforces.
// The CMS seeds its editable Plans from these; the limits themselves are not editable there.

export type PlanKey = 'free' | 'pro' | 'premium';

export interface PlanDefinition {
  key: PlanKey;
  name: string;
  /** Monthly price in US dollars. */
  price: number;
  /** The badge on its pricing card, if any. */
  badge: 'Most Popular' | 'Best Value' | null;
  /** A short line under the price. */
  summary: string;
  features: readonly string[];
  /** Images a user may generate in one period (each variation is one image). */
  imagesPerPeriod: number;
  /** Videos per period. */
  videosPerPeriod: number;
  /** Length of the period: the Free trial lasts 7 days, paid plans renew monthly. */
  period: 'trial-7-days' | 'month';
}

/**
 * The free trial, in the unit the API counts: images (each variation of a design is one image, so a
 * design with 4 variations uses 4). Every page, the seed and the assistant say it with these words.
 */
export const FREE_TRIAL = {
  days: 7,
  images: 10,
  /** "10 images", as the Free plan's card lists it. */
  allowance: '10 images',
  /** "10 free images", as the pages that promote the trial say it. */
  freeImages: '10 free images',
} as const;

export const PLANS: readonly PlanDefinition[] = [
  {
    key: 'free',
    name: 'Free',
    price: 0,
    badge: null,
    summary: '7-day free trial. No credit card required.',
    features: [
      FREE_TRIAL.allowance,
      'Standard resolution downloads',
      'Video design generation',
      'Presentation creator',
      'Collections',
      'Sharing',
      'Limited support',
    ],
    imagesPerPeriod: FREE_TRIAL.images,
    videosPerPeriod: 1,
    period: 'trial-7-days',
  },
  {
    key: 'pro',
    name: 'Pro',
    price: 29.99,
    badge: 'Most Popular',
    summary: 'For contractors presenting designs every week.',
    features: [
      '100 images per month',
      '3 videos per month',
      'High-resolution downloads',
      'Upload backyard generator',
      'Presentation maker',
      'Custom prompt generator',
      'Image to video',
      'Email support',
      'Commercial rights',
    ],
    imagesPerPeriod: 100,
    videosPerPeriod: 3,
    period: 'month',
  },
  {
    key: 'premium',
    name: 'Premium',
    price: 89.99,
    badge: 'Best Value',
    summary: 'For design-build firms and busy sales teams.',
    features: [
      '500 images per month',
      '10 videos per month',
      'Presentation maker',
      'Multiple viewpoints and aspects',
      'AI modeling styles',
      'Custom prompt',
      'Backyard upload',
      'Priority email support',
      'Commercial rights',
    ],
    imagesPerPeriod: 500,
    videosPerPeriod: 10,
    period: 'month',
  },
];

/** "$0", "$29.99": the price as the pricing cards show it. */
export function formatPrice(price: number): string {
  return Number.isInteger(price) ? `$${price}` : `$${price.toFixed(2)}`;
}
