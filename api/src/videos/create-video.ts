// Asking for a video of one of a design's renders: check the design, the render and the template,
// then in ONE transaction lock the user's row, count the period's videos from the ledger, insert
// the video, debit it and create its job with the same client, so either all of it happens or
// none. Refusals are reasons; the routes decide what they mean in HTTP.
import { randomUUID } from 'node:crypto';
import { type CreateVideo, VIDEO_COST, VIDEO_SIZES, type VideoTemplate } from '@poolscape/shared';
import type { Pool } from 'pg';
import { loadPlanHolder, type QuotaShortfall, videoShortfall } from '../billing/credits.ts';
import { debitVideo } from '../billing/ledger.ts';
import { inTransaction } from '../db/transaction.ts';
import { findOwnDesign, isUuid } from '../designs/designs.ts';
import type { VideoJobSender } from '../jobs/job-queue.ts';
import { templateSeconds } from './templates.ts';

export interface VideoDeps {
  pool: Pool;
  jobs: VideoJobSender;
  /** Whether videos are made by the built-in video maker (which draws day, dusk and night itself). */
  builtIn: boolean;
  now?: () => Date;
}

export type VideoRefusal =
  | { ok: false; reason: 'not-found' | 'image-not-found' | 'template-needs-built-in-render' }
  | { ok: false; reason: 'quota'; shortfall: QuotaShortfall };

export type VideoResult = { ok: true; videoId: string; replayed: boolean } | VideoRefusal;

/** Whether a render can be shown at day, dusk and night: only the built-in renderer's photographs can. */
function canShowTimesOfDay(image: { engine: string; modeling_style: string | null }): boolean {
  return image.engine === 'builtin' && (image.modeling_style ?? 'photoreal') === 'photoreal';
}

/** `POST /api/designs/{id}/videos`. */
export async function requestVideo(
  deps: VideoDeps,
  userId: string,
  designId: string,
  input: CreateVideo,
  idempotencyKey: string | null,
): Promise<VideoResult> {
  const now = deps.now?.() ?? new Date();
  const findReplay = async (db: Pick<Pool, 'query'>) =>
    idempotencyKey
      ? ((
          await db.query<{ id: string }>(
            'select id from app.design_videos where user_id = $1 and idempotency_key = $2',
            [userId, idempotencyKey],
          )
        ).rows[0]?.id ?? null)
      : null;
  const earlier = await findReplay(deps.pool);
  if (earlier) return { ok: true, videoId: earlier, replayed: true };

  const design = await findOwnDesign(deps.pool, userId, designId);
  if (!design) return { ok: false, reason: 'not-found' };
  if (!isUuid(input.imageId)) return { ok: false, reason: 'image-not-found' };
  const image = (
    await deps.pool.query<{ engine: string; modeling_style: string | null }>(
      `select i.engine, v.options->>'modelingStyle' as modeling_style
         from app.design_images i join app.design_versions v on v.id = i.version_id
        where i.id = $1 and i.design_id = $2`,
      [input.imageId, design.id],
    )
  ).rows[0];
  if (!image) return { ok: false, reason: 'image-not-found' };
  const template: VideoTemplate = input.template;
  if (template === 'day-to-night' && deps.builtIn && !canShowTimesOfDay(image))
    return { ok: false, reason: 'template-needs-built-in-render' };

  const holder = await loadPlanHolder(deps.pool, userId);
  if (!holder) return { ok: false, reason: 'not-found' };
  const early = await videoShortfall(deps.pool, userId, holder, VIDEO_COST, now);
  if (early) return { ok: false, reason: 'quota', shortfall: early };

  const videoId = randomUUID();
  const size = VIDEO_SIZES[input.format];
  try {
    return await inTransaction(deps.pool, async (client): Promise<VideoResult> => {
      // One request at a time per user: the count below cannot be raced past the limit.
      const locked = await loadPlanHolder(client, userId, true);
      if (!locked) return { ok: false, reason: 'not-found' };
      const replay = await findReplay(client);
      if (replay) return { ok: true, videoId: replay, replayed: true };
      const shortfall = await videoShortfall(client, userId, locked, VIDEO_COST, now);
      if (shortfall) return { ok: false, reason: 'quota', shortfall };
      await client.query(
        `insert into app.design_videos
           (id, design_id, user_id, image_id, template, format, width, height, duration_seconds, idempotency_key)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          videoId,
          design.id,
          userId,
          input.imageId,
          template,
          input.format,
          size.width,
          size.height,
          templateSeconds(template),
          idempotencyKey,
        ],
      );
      await debitVideo(client, { userId, designId: design.id, videoId, videos: VIDEO_COST });
      await deps.jobs.enqueueVideo(client, { videoId, designId: design.id, userId });
      return { ok: true, videoId, replayed: false };
    });
  } catch (error) {
    // The design (and so the render) was deleted while this request was on its way.
    if ((error as { code?: string }).code === '23503') return { ok: false, reason: 'not-found' };
    throw error;
  }
}
