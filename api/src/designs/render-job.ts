// The render worker's two handlers. `renderVersion` renders each missing variation of a version
// and records it (one row per version and variation, so a job retried after a crash skips what
// is done and finishes exactly once; the images were charged once, when the job was created).
// `failVersion` runs when a job has failed for good: the version is marked failed and its debit
// refunded, at most once, in one transaction.

import { createHash } from 'node:crypto';
import {
  type Corners,
  DESIGN_PROGRESS_TEXT,
  DESIGN_TEXT,
  type DesignProgressEvent,
  UPLOAD_LIMITS,
} from '@poolscape/shared';
import type { Pool, PoolClient } from 'pg';
import { refundImages } from '../billing/ledger.ts';
import { storableJson } from '../db/storable-text.ts';
import type { RenderJobData } from '../jobs/job-queue.ts';
import {
  failPaidJob,
  finishPaidJob,
  type PaidJob,
  recordPaidJobProgress,
  runPaidJob,
  startPaidJob,
} from '../jobs/paid-job.ts';
import type { Storage } from '../storage/storage.ts';
import { toPixels } from './corners.ts';
import { type DesignRow, designKeys, imageKeys, type VersionRow, type ViewpointRow } from './designs.ts';
import {
  type RenderBatch,
  type RenderEngine,
  type RenderedImage,
  RenderRefusedError,
} from './engines/engine.ts';
import { loadKeep } from './keep.ts';
import { planChoice } from './plan-choice.ts';
import { encodeRender } from './render-files.ts';

export interface RenderWorkerDeps {
  pool: Pool;
  storage: Storage;
  engine: RenderEngine;
}

/**
 * The seed of one image: stable for a design, version, viewpoint and variation, different between
 * them (the design's own photo keeps the seeds it had before there were viewpoints).
 */
export function variationSeed(designId: string, version: number, variation: number, viewpoint = 1): number {
  const key =
    viewpoint === 1
      ? `${designId}:${version}:${variation}`
      : `${designId}:${version}:p${viewpoint}:${variation}`;
  return createHash('sha256').update(key).digest().readUInt32BE(0);
}

/** One photo a version is rendered on: the design's own (viewpoint 1) or an extra viewpoint. */
interface ViewToRender {
  viewpoint: number;
  photoKey: string;
  width: number;
  height: number;
  corners: Corners;
}

async function viewpointsOf(pool: Pool, loaded: Loaded): Promise<ViewToRender[]> {
  const extra = (
    await pool.query<ViewpointRow>(
      'select * from app.design_viewpoints where design_id = $1 order by viewpoint',
      [loaded.design_id],
    )
  ).rows;
  return [
    {
      viewpoint: 1,
      photoKey: loaded.photo_key,
      width: loaded.photo_width,
      height: loaded.photo_height,
      corners: loaded.corners,
    },
    ...extra.map((row) => ({
      viewpoint: row.viewpoint,
      photoKey: row.photo_key,
      width: row.photo_width,
      height: row.photo_height,
      corners: row.corners,
    })),
  ];
}

/**
 * Stores one render's files and its row (engine, model, cost, focus). False when the design was
 * deleted meanwhile: what was just written is removed again.
 */
async function storeRender(
  deps: RenderWorkerDeps,
  data: RenderJobData,
  entry: RenderBatch & { render: RenderedImage; variation: number; viewpoint: number },
): Promise<boolean> {
  const { pool, storage } = deps;
  const { render } = entry;
  const files = render.files ?? (await encodeRender(render));
  const prefix = designKeys.imagePrefix(data.designId, data.version, entry.variation, entry.viewpoint);
  await storage.put(imageKeys.full(prefix), files.full, 'image/png');
  if (files.standard) await storage.put(imageKeys.standard(prefix), files.standard, 'image/png');
  await storage.put(imageKeys.display(prefix), files.display, 'image/webp');
  await storage.put(imageKeys.thumb(prefix), files.thumb, 'image/webp');
  try {
    await pool.query(
      `insert into app.design_images
         (design_id, version_id, variation, viewpoint, width, height, storage_prefix, engine, model, cost_usd, focus)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       on conflict (version_id, viewpoint, variation) do nothing`,
      [
        data.designId,
        data.versionId,
        entry.variation,
        entry.viewpoint,
        render.width,
        render.height,
        prefix,
        entry.engine,
        entry.model,
        entry.costPerImageUsd.toFixed(4),
        storableJson(render.focus),
      ],
    );
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === '23503') {
      await storage.deletePrefix(designKeys.folder(data.designId));
      return false;
    }
    throw error;
  }
}

type Loaded = VersionRow & Pick<DesignRow, 'user_id' | 'photo_key' | 'photo_width' | 'photo_height'>;

/** A design's `updated_at` follows the end of each of its versions (its library order). */
async function touchDesign(client: PoolClient, designId: string): Promise<void> {
  await client.query('update app.designs set updated_at = now() where id = $1', [designId]);
}

/** The version as a paid job: its row, and its events as the design's page reads them. */
function versionJob(data: RenderJobData, userId: string): PaidJob {
  return {
    table: 'app.design_versions',
    id: data.versionId,
    userId,
    event: (status, progress, message): DesignProgressEvent => ({
      type: 'design-progress',
      designId: data.designId,
      version: data.version,
      status,
      progress,
      message,
    }),
  };
}

/** A version's "Keep this" mask; a mask its options name that is not stored fails the render. */
async function keepOf(
  storage: Storage,
  designId: string,
  keepId: string | undefined,
): Promise<Buffer | undefined> {
  if (!keepId) return undefined;
  const mask = await loadKeep(storage, designId, keepId);
  if (!mask) throw new Error(`the keep mask ${keepId} of design ${designId} is missing`);
  return mask;
}

/**
 * Renders what is missing of a version. Returns what happened: `rendered` (this run finished it),
 * `skipped` (already finished or failed), `gone` (the design was deleted meanwhile).
 */
export async function renderVersion(
  deps: RenderWorkerDeps,
  data: RenderJobData,
  signal?: AbortSignal,
): Promise<'rendered' | 'skipped' | 'gone'> {
  const { pool, storage } = deps;
  const loaded = (
    await pool.query<Loaded>(
      `select v.*, d.user_id, d.photo_key, d.photo_width, d.photo_height
         from app.design_versions v join app.designs d on d.id = v.design_id
        where v.id = $1`,
      [data.versionId],
    )
  ).rows[0];
  if (!loaded) return 'gone';
  if (loaded.status === 'ready' || loaded.status === 'failed') return 'skipped';
  const total = loaded.images_charged;
  const job = versionJob(data, loaded.user_id);
  await startPaidJob(pool, job, loaded.progress, DESIGN_PROGRESS_TEXT.rendering);
  const done = new Set(
    (
      await pool.query<{ viewpoint: number; variation: number }>(
        'select viewpoint, variation from app.design_images where version_id = $1',
        [data.versionId],
      )
    ).rows.map((row) => `${row.viewpoint}:${row.variation}`),
  );
  const viewpoints = await viewpointsOf(pool, loaded);
  const variations = Math.max(1, Math.floor(total / viewpoints.length));
  for (const view of viewpoints) {
    const missing: number[] = [];
    for (let variation = 1; variation <= variations; variation++)
      if (!done.has(`${view.viewpoint}:${variation}`)) missing.push(variation);
    if (missing.length === 0) continue;
    const photo = await storage.get(view.photoKey);
    if (!photo) throw new Error(`photo ${view.viewpoint} of design ${data.designId} is missing`);
    const corners = toPixels(view.corners, view.width, view.height);
    // The mask was painted over the design's own photo; the other viewpoints have none.
    const keep = view.viewpoint === 1 ? await keepOf(storage, data.designId, loaded.options.keep) : undefined;
    // Engines that make several images per request get them in one call.
    for (let at = 0; at < missing.length; at += Math.max(1, deps.engine.batchSize)) {
      const chunk = missing.slice(at, at + Math.max(1, deps.engine.batchSize));
      // The claim on the job was lost (another worker has it now): stop without writing more.
      if (signal?.aborted) throw new Error('the render job was taken over by another worker');
      const batch = await deps.engine.render({
        photo: photo.body,
        corners,
        style: loaded.options.style,
        ...planChoice(loaded.options),
        features: loaded.options.features,
        timeOfDay: loaded.options.timeOfDay,
        modelingStyle: loaded.options.modelingStyle ?? 'photoreal',
        prompt: loaded.options.prompt,
        seeds: chunk.map((variation) =>
          variationSeed(data.designId, data.version, variation, view.viewpoint),
        ),
        maxWidth: UPLOAD_LIMITS.maxWidth,
        ...(keep ? { keep } : {}),
        files: true,
      });
      if (batch.promptReading && view.viewpoint === 1) {
        await pool.query('update app.design_versions set prompt_reading = $2 where id = $1', [
          data.versionId,
          storableJson(batch.promptReading),
        ]);
      }
      for (const [index, variation] of chunk.entries()) {
        const render = batch.images[index];
        if (!render) throw new Error(`the ${batch.engine} engine returned too few images`);
        const stored = await storeRender(deps, data, {
          ...batch,
          render,
          variation,
          viewpoint: view.viewpoint,
        });
        if (!stored) return 'gone';
        done.add(`${view.viewpoint}:${variation}`);
        const progress = Math.round((done.size / total) * 100);
        // The last image is not announced: `ready` follows it.
        const report =
          done.size < total ? { progress, message: DESIGN_PROGRESS_TEXT.rendered(done.size, total) } : null;
        await recordPaidJobProgress(pool, job, Math.min(progress, 99), report);
      }
    }
  }
  const finished = await finishPaidJob(pool, job, {
    message: DESIGN_PROGRESS_TEXT.ready,
    alsoWrite: (client) => touchDesign(client, data.designId),
  });
  return finished ? 'rendered' : 'skipped';
}

/**
 * The queue's render handler. A render that trying again cannot fix (RenderRefusedError: a bad
 * provider key, a refused prompt) fails the version at once, refunded, with the engine's message;
 * anything else is thrown for the queue to retry.
 */
export async function runRenderJob(
  deps: RenderWorkerDeps,
  data: RenderJobData,
  signal?: AbortSignal,
): Promise<void> {
  await runPaidJob(
    () => renderVersion(deps, data, signal),
    RenderRefusedError,
    (message) => failVersion(deps, data, message),
  );
}

/**
 * The job failed for good: the version is marked failed and its images refunded, both at most
 * once (the refund is unique in the ledger). A version that finished after all keeps its charge.
 */
export async function failVersion(
  deps: Pick<RenderWorkerDeps, 'pool'>,
  data: RenderJobData,
  message: string = DESIGN_TEXT.renderFailed,
): Promise<void> {
  await failPaidJob(deps.pool, versionJob(data, data.userId), {
    message,
    refund: (client) => refundImages(client, data.designId, data.version),
    alsoWrite: (client) => touchDesign(client, data.designId),
  });
}
