// Regenerating a design: a new version of the user's design with new options (or new corners),
// checked and charged like a new design, on every photo the design has. In ONE transaction: lock
// the user's row and the design's, count the period's use, insert the version, debit its images and
// create its render job. Refusals are reasons; the routes decide what they mean in HTTP.
import type { RegenerateSchema } from '@poolscape/shared';
import type { Pool, PoolClient } from 'pg';
import type { z } from 'zod';
import { loadPlanHolder } from '../billing/credits.ts';
import { inTransaction } from '../db/transaction.ts';
import { offeredOptions } from '../design-options/design-options.ts';
import { cornersProblem } from './corners.ts';
import {
  addVersion,
  type DesignDeps,
  planFor,
  quotaRefusal,
  refuse,
  type SubmitResult,
  storedOptions,
  withStoredKeep,
} from './create-design.ts';
import { type DesignRow, findOwnDesign, type VersionRow } from './designs.ts';

export type Regenerate = z.infer<typeof RegenerateSchema>;

/** `POST /api/designs/{id}/versions`: a new version of the user's design, charged like a new one. */
export async function regenerateDesign(
  deps: DesignDeps,
  userId: string,
  designId: string,
  input: Regenerate,
  idempotencyKey: string | null,
): Promise<SubmitResult> {
  const now = deps.now?.() ?? new Date();
  const design = await findOwnDesign(deps.pool, userId, designId);
  if (!design) return refuse('not-found');
  const options = storedOptions(input.options);
  const findReplay = async (db: Pool | PoolClient) =>
    idempotencyKey
      ? ((
          await db.query<{ id: string }>(
            'select id from app.design_versions where design_id = $1 and idempotency_key = $2',
            [design.id, idempotencyKey],
          )
        ).rows[0]?.id ?? null)
      : null;
  if (await findReplay(deps.pool)) return { ok: true, designId: design.id, replayed: true };
  const choice = await offeredOptions(deps.designOptions, options);
  if (!choice.ok) return choice;
  // A regenerate renders every photo the design has again (extra viewpoints were paid for when made).
  const viewpointCount = (
    await deps.pool.query<{ count: number }>(
      'select count(*)::int as count from app.design_viewpoints where design_id = $1',
      [design.id],
    )
  ).rows[0]?.count;
  const images = options.variations * (1 + (viewpointCount ?? 0));
  const plan = await planFor(deps.pool, userId, options);
  if (!plan.ok) return plan;
  const latest = (
    await deps.pool.query<VersionRow>(
      'select * from app.design_versions where design_id = $1 order by number desc limit 1',
      [design.id],
    )
  ).rows[0];
  const corners = input.corners ?? latest?.corners;
  const problem = corners ? cornersProblem(corners, design.photo_width, design.photo_height) : 'no corners';
  if (!corners || problem) return { ok: false, reason: 'corners', problem: problem ?? '' };
  const early = await quotaRefusal(deps.pool, userId, plan.holder, images, now);
  if (!early.ok) return early;
  // Stored under the design (named by its content) before the version that uses it.
  const kept = await withStoredKeep(deps.storage, design.id, options, {
    width: design.photo_width,
    height: design.photo_height,
  });
  if (!kept.ok) return kept;

  return inTransaction(
    deps.pool,
    async (client): Promise<SubmitResult> => {
      const locked = await loadPlanHolder(client, userId, true);
      if (!locked) return refuse('not-found');
      const current = await client.query<DesignRow>(
        'select * from app.designs where id = $1 and user_id = $2 for update',
        [design.id, userId],
      );
      if (current.rowCount === 0) return refuse('not-found');
      if (await findReplay(client)) return { ok: true, designId: design.id, replayed: true };
      const quota = await quotaRefusal(client, userId, locked, images, now);
      if (!quota.ok) return quota;
      const next = await client.query<{ number: number }>(
        'select coalesce(max(number), 0)::int + 1 as number from app.design_versions where design_id = $1',
        [design.id],
      );
      await addVersion(client, deps.jobs, {
        designId: design.id,
        userId,
        number: next.rows[0]?.number ?? 1,
        options: kept.options,
        corners,
        scale: input.scale === undefined ? (latest?.scale ?? null) : input.scale,
        images,
        fromPack: quota.fromPack,
        idempotencyKey,
      });
      await client.query('update app.designs set updated_at = now() where id = $1', [design.id]);
      return { ok: true, designId: design.id, replayed: false };
    },
    { commitIf: (outcome) => outcome.ok },
  );
}
