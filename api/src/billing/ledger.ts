// The credit ledger, `app.credit_ledger`: the only writer of that append-only table (the database
// refuses updates and deletes). Every image charged is a debit row, every failed render given back
// a refund row, and support's extra images a grant row; what a user has used is always counted
// from these rows, never kept as a running total.
import type { Pool, PoolClient } from 'pg';

export type Queryable = Pool | PoolClient;

/** A stretch of time the ledger is counted over. */
export interface LedgerWindow {
  start: Date;
  end: Date;
}

/**
 * Images of the plan's allowance used in a period: debits made in it, less their refunds
 * (whenever those came), not counting what came from packs.
 */
export async function imagesUsed(db: Queryable, userId: string, period: LedgerWindow): Promise<number> {
  const result = await db.query<{ used: number }>(
    `select (coalesce(sum(-d.delta - d.from_pack), 0) - coalesce(sum(r.delta - r.from_pack), 0))::int as used
       from app.credit_ledger d
       left join app.credit_ledger r
         on r.kind = 'refund' and r.design_id = d.design_id and r.version = d.version
      where d.user_id = $1 and d.kind = 'debit' and d.created_at >= $2 and d.created_at < $3`,
    [userId, period.start, period.end],
  );
  return result.rows[0]?.used ?? 0;
}

/** Images bought in packs and not used yet: purchases, less refunds of them and pack use. */
export async function packBalance(db: Queryable, userId: string): Promise<number> {
  const result = await db.query<{ left: number }>(
    `select coalesce(sum(case
              when kind in ('purchase', 'purchase_refund') then delta
              when kind = 'debit' then -from_pack
              when kind = 'refund' then from_pack
              else 0 end), 0)::int as left
       from app.credit_ledger where user_id = $1`,
    [userId],
  );
  return result.rows[0]?.left ?? 0;
}

/** Extra images granted for a period (support gestures, promotions). */
export async function imagesGranted(db: Queryable, userId: string, period: LedgerWindow): Promise<number> {
  const result = await db.query<{ granted: number }>(
    `select coalesce(sum(delta), 0)::int as granted from app.credit_ledger
      where user_id = $1 and kind in ('grant', 'deduct') and created_at >= $2 and created_at < $3`,
    [userId, period.start, period.end],
  );
  return result.rows[0]?.granted ?? 0;
}

/**
 * Charges a version's images, `fromPack` of them from packs. Unique per design version: a second
 * debit fails.
 */
export async function debitImages(
  db: Queryable,
  entry: { userId: string; designId: string; version: number; images: number; fromPack?: number },
): Promise<void> {
  await db.query(
    `insert into app.credit_ledger (user_id, delta, kind, design_id, version, from_pack)
     values ($1, $2, 'debit', $3, $4, $5)`,
    [entry.userId, -entry.images, entry.designId, entry.version, entry.fromPack ?? 0],
  );
}

/**
 * Gives back what a version was charged, at most once (the ledger's unique index makes a second
 * refund a no-op). Returns the images refunded (0 when already refunded or never charged).
 */
export async function refundImages(db: Queryable, designId: string, version: number): Promise<number> {
  const result = await db.query<{ delta: number }>(
    `insert into app.credit_ledger (user_id, delta, kind, design_id, version, from_pack)
     select user_id, -delta, 'refund', design_id, version, from_pack from app.credit_ledger
      where kind = 'debit' and design_id = $1 and version = $2
     on conflict (design_id, version, kind) where kind <> 'grant' do nothing
     returning delta`,
    [designId, version],
  );
  return result.rows[0]?.delta ?? 0;
}

/** Adds a pack's images once per payment. True when they were added now (false: already). */
export async function purchaseImages(
  db: Queryable,
  entry: { userId: string; images: number; paymentRef: string },
): Promise<boolean> {
  const result = await db.query(
    `insert into app.credit_ledger (user_id, delta, kind, payment_ref) values ($1, $2, 'purchase', $3)
     on conflict (payment_ref) where kind = 'purchase' do nothing`,
    [entry.userId, entry.images, entry.paymentRef],
  );
  return (result.rowCount ?? 0) > 0;
}

/**
 * Pack images held by renders still under way: given back to the packs if they fail.
 */
async function packImagesInFlight(db: Queryable, userId: string): Promise<number> {
  const result = await db.query<{ held: number }>(
    `select coalesce(sum(d.from_pack), 0)::int as held
       from app.credit_ledger d
       join app.design_versions v on v.design_id = d.design_id and v.number = d.version
      where d.user_id = $1 and d.kind = 'debit' and d.from_pack > 0 and v.status in ('queued', 'rendering')
        and not exists (select 1 from app.credit_ledger r
                         where r.kind = 'refund' and r.design_id = d.design_id and r.version = d.version)`,
    [userId],
  );
  return result.rows[0]?.held ?? 0;
}

/**
 * A pack's payment was refunded, `share` of it (0..1, all refunds so far): takes back that share
 * of its images, less what earlier refunds took, and never more than the packs still hold or
 * renders under way may give back (images already used stay used). Run with the user's row
 * locked. Returns the images taken back now.
 */
export async function takeBackPurchase(db: Queryable, paymentRef: string, share: number): Promise<number> {
  const purchase = (
    await db.query<{ user_id: string; delta: number; taken: number }>(
      `select p.user_id, p.delta,
              (select coalesce(-sum(delta), 0)::int from app.credit_ledger
                where kind = 'purchase_refund' and payment_ref = p.payment_ref) as taken
         from app.credit_ledger p where p.kind = 'purchase' and p.payment_ref = $1`,
      [paymentRef],
    )
  ).rows[0];
  if (!purchase) return 0;
  const target = Math.min(purchase.delta, Math.round(purchase.delta * Math.min(1, Math.max(0, share))));
  const held = await packImagesInFlight(db, purchase.user_id);
  const take = Math.min(target - purchase.taken, (await packBalance(db, purchase.user_id)) + held);
  if (take <= 0) return 0;
  await db.query(
    `insert into app.credit_ledger (user_id, delta, kind, payment_ref) values ($1, $2, 'purchase_refund', $3)`,
    [purchase.user_id, -take, paymentRef],
  );
  return take;
}

/** Videos of the plan's allowance used in a period: video debits made in it, less their refunds. */
export async function videosUsed(db: Queryable, userId: string, period: LedgerWindow): Promise<number> {
  const result = await db.query<{ used: number }>(
    `select (coalesce(sum(-d.delta), 0) - coalesce(sum(r.delta), 0))::int as used
       from app.credit_ledger d
       left join app.credit_ledger r on r.kind = 'video_refund' and r.video_id = d.video_id
      where d.user_id = $1 and d.kind = 'video_debit' and d.created_at >= $2 and d.created_at < $3`,
    [userId, period.start, period.end],
  );
  return result.rows[0]?.used ?? 0;
}

/** Charges a video. Unique per video: a second debit fails. */
export async function debitVideo(
  db: Queryable,
  entry: { userId: string; designId: string; videoId: string; videos: number },
): Promise<void> {
  await db.query(
    `insert into app.credit_ledger (user_id, delta, kind, design_id, video_id)
     values ($1, $2, 'video_debit', $3, $4)`,
    [entry.userId, -entry.videos, entry.designId, entry.videoId],
  );
}

/** Gives back what a video was charged, at most once. Returns the videos refunded (0 when already). */
export async function refundVideo(db: Queryable, videoId: string): Promise<number> {
  const result = await db.query<{ delta: number }>(
    `insert into app.credit_ledger (user_id, delta, kind, design_id, video_id)
     select user_id, -delta, 'video_refund', design_id, video_id from app.credit_ledger
      where kind = 'video_debit' and video_id = $1
     on conflict (video_id, kind) where kind in ('video_debit', 'video_refund') do nothing
     returning delta`,
    [videoId],
  );
  return result.rows[0]?.delta ?? 0;
}
