// Badges: counted from what a user has (designs, the styles they tried, shared designs,
// collections, presentations, finished videos) and awarded once each, the moment a count reaches
// its target; the primary key makes a second award a no-op, and a badge once earned stays earned.
// Each event that can earn one calls `awardBadges`; reading the badges awards anything an event
// missed.
import { BADGES, type Badge, type BadgeKey, type EarnedBadge } from '@poolscape/shared';
import type { Pool, PoolClient } from 'pg';
import { sharedSql } from '../designs/visibility.ts';

type Queryable = Pool | PoolClient;

/** What each badge counts, for one user now. */
export async function badgeCounts(db: Queryable, userId: string): Promise<Record<BadgeKey, number>> {
  const row = (
    await db.query<{
      designs: number;
      styles: number;
      shared: number;
      collections: number;
      presentations: number;
      videos: number;
      gallery: number;
    }>(
      `select (select count(*) from app.designs where user_id = $1)::int as designs,
              (select count(distinct v.options->>'style') from app.design_versions v
                 join app.designs d on d.id = v.design_id where d.user_id = $1)::int as styles,
              (select count(*) from app.designs where user_id = $1 and ${sharedSql()})::int as shared,
              (select count(*) from app.collections where user_id = $1)::int as collections,
              (select count(*) from app.presentations where user_id = $1)::int as presentations,
              (select count(*) from app.design_videos where user_id = $1 and status = 'ready')::int as videos,
              (select count(*) from app.designs where user_id = $1 and gallery_status = 'approved')::int as gallery`,
      [userId],
    )
  ).rows[0] ?? {
    designs: 0,
    styles: 0,
    shared: 0,
    collections: 0,
    presentations: 0,
    videos: 0,
    gallery: 0,
  };
  return {
    'first-design': row.designs,
    'ten-designs': row.designs,
    'hundred-designs': row.designs,
    'every-style': row.styles,
    'first-share': row.shared,
    'first-collection': row.collections,
    'first-presentation': row.presentations,
    'first-video': row.videos,
    'gallery-feature': row.gallery,
  };
}

/** Awards every badge the user's counts have reached; returns those earned now (never one twice). */
export async function awardBadges(db: Queryable, userId: string): Promise<BadgeKey[]> {
  const counts = await badgeCounts(db, userId);
  const reached = BADGES.filter((badge) => counts[badge.key] >= badge.target).map((badge) => badge.key);
  if (reached.length === 0) return [];
  const inserted = await db.query<{ badge: BadgeKey }>(
    `insert into app.user_badges (user_id, badge)
     select $1, key from unnest($2::text[]) as key
     on conflict (user_id, badge) do nothing
     returning badge`,
    [userId, reached],
  );
  return inserted.rows.map((entry) => entry.badge);
}

/** The whole catalogue for the user: earned (when, and whether they were told) or the progress. */
export async function listBadges(db: Queryable, userId: string): Promise<Badge[]> {
  await awardBadges(db, userId);
  const counts = await badgeCounts(db, userId);
  const rows = (
    await db.query<{ badge: BadgeKey; earned_at: Date; seen_at: Date | null }>(
      'select badge, earned_at, seen_at from app.user_badges where user_id = $1',
      [userId],
    )
  ).rows;
  return BADGES.map((badge) => {
    const earned = rows.find((row) => row.badge === badge.key);
    return {
      key: badge.key,
      name: badge.name,
      description: badge.description,
      earned: Boolean(earned),
      earnedAt: earned ? earned.earned_at.toISOString() : null,
      seen: Boolean(earned?.seen_at),
      progress: {
        current: Math.min(counts[badge.key], badge.target),
        target: badge.target,
        unit: badge.unit,
      },
    };
  });
}

/** The user has been told of these earned badges (their toasts were shown). */
export async function markBadgesSeen(
  db: Queryable,
  userId: string,
  keys: readonly BadgeKey[],
): Promise<void> {
  await db.query(
    'update app.user_badges set seen_at = coalesce(seen_at, now()) where user_id = $1 and badge = any($2::text[])',
    [userId, keys],
  );
}

/** The badges a user has earned, oldest first, for their public profile. */
export async function earnedBadges(db: Queryable, userId: string): Promise<EarnedBadge[]> {
  const rows = (
    await db.query<{ badge: BadgeKey; earned_at: Date }>(
      'select badge, earned_at from app.user_badges where user_id = $1 order by earned_at, badge',
      [userId],
    )
  ).rows;
  return rows.flatMap((row) => {
    const badge = BADGES.find((entry) => entry.key === row.badge);
    return badge
      ? [
          {
            key: badge.key,
            name: badge.name,
            description: badge.description,
            earnedAt: row.earned_at.toISOString(),
          },
        ]
      : [];
  });
}
