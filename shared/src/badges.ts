// Badges: what a user earns by using Poolscape (the spec's badge dashboard and badge display). The
// server awards each once, when its count reaches the target; the dashboard shows the progress
// towards the next ones, a toast says when one is earned, and the public profile shows the earned.
import { z } from 'zod';

export const BADGE_KEYS = [
  'first-design',
  'ten-designs',
  'hundred-designs',
  'every-style',
  'first-share',
  'first-collection',
  'first-presentation',
  'first-video',
  'gallery-feature',
] as const;
export type BadgeKey = (typeof BADGE_KEYS)[number];

export interface BadgeDefinition {
  key: BadgeKey;
  name: string;
  /** What earns it, as the dashboard says it. */
  description: string;
  /** How many of what it counts earn it. */
  target: number;
  /** "designs", "styles", ...: the unit of its progress line ("3 of 10 designs"). */
  unit: string;
}

export const BADGES: readonly BadgeDefinition[] = [
  {
    key: 'first-design',
    name: 'First design',
    description: 'Make your first pool design.',
    target: 1,
    unit: 'design',
  },
  {
    key: 'ten-designs',
    name: '10 designs',
    description: 'Make 10 pool designs.',
    target: 10,
    unit: 'designs',
  },
  {
    key: 'hundred-designs',
    name: '100 designs',
    description: 'Make 100 pool designs.',
    target: 100,
    unit: 'designs',
  },
  {
    key: 'every-style',
    name: 'Every style',
    description: 'Design a pool in each of the five styles.',
    target: 5,
    unit: 'styles',
  },
  {
    key: 'first-share',
    name: 'First share',
    description: 'Share a design: make it unlisted or public.',
    target: 1,
    unit: 'shared design',
  },
  {
    key: 'first-collection',
    name: 'First collection',
    description: 'Group designs for a client in a collection.',
    target: 1,
    unit: 'collection',
  },
  {
    key: 'first-presentation',
    name: 'First presentation',
    description: 'Make a presentation of your designs for a client.',
    target: 1,
    unit: 'presentation',
  },
  {
    key: 'first-video',
    name: 'First video',
    description: 'Make a video of a design.',
    target: 1,
    unit: 'video',
  },
  {
    key: 'gallery-feature',
    name: 'In the gallery',
    description: 'Have a design chosen for the Poolscape gallery.',
    target: 1,
    unit: 'design chosen',
  },
];

export const BadgeSchema = z.object({
  key: z.enum(BADGE_KEYS),
  name: z.string(),
  description: z.string(),
  earned: z.boolean(),
  earnedAt: z.string().nullable(),
  /** Whether the user has been told (the toast) it was earned. */
  seen: z.boolean(),
  progress: z.object({ current: z.number().int(), target: z.number().int(), unit: z.string() }),
});
export type Badge = z.infer<typeof BadgeSchema>;
export const BadgeListSchema = z.array(BadgeSchema);

/** `POST /api/badges/seen`: the earned badges the user has now been told about. */
export const BadgesSeenSchema = z
  .object({ keys: z.array(z.enum(BADGE_KEYS)).min(1).max(BADGE_KEYS.length) })
  .strict();

/** An earned badge as a public profile shows it. */
export const EarnedBadgeSchema = z.object({
  key: z.enum(BADGE_KEYS),
  name: z.string(),
  description: z.string(),
  earnedAt: z.string(),
});
export type EarnedBadge = z.infer<typeof EarnedBadgeSchema>;
