// Submitting a design: check the source, the corners and the plan, then in ONE transaction lock
// the user's row, count the period's use from the ledger, insert the design and its version, debit
// the images and create the render job with the same client, so either all of it happens or none.
// The base photo is stored first (under the new design's id) and removed again if the transaction
// does not commit, so a refused request leaves nothing. The plan, quota and version steps here are
// also those of a regenerate (`regenerate-design.ts`). Refusals are reasons; the routes decide what
// they mean in HTTP.
import { randomUUID } from 'node:crypto';
import {
  type Corners,
  type CreateDesign,
  type DesignOptions,
  designOptionLabels,
  type Scale,
  type ViewpointInput,
} from '@poolscape/shared';
import type { Pool, PoolClient } from 'pg';
import {
  limitsOf,
  loadPlanHolder,
  type PlanHolder,
  planCharge,
  type QuotaShortfall,
} from '../billing/credits.ts';
import { debitImages } from '../billing/ledger.ts';
import { storableJson, storableText } from '../db/storable-text.ts';
import { inTransaction } from '../db/transaction.ts';
import {
  type DesignOptionsReader,
  type OptionOff,
  offeredOptions,
} from '../design-options/design-options.ts';
import type { RenderJobSender } from '../jobs/job-queue.ts';
import type { Storage } from '../storage/storage.ts';
import { cornersProblem } from './corners.ts';
import { resolveSource } from './design-sources.ts';
import { designKeys } from './designs.ts';
import { storeKeep } from './keep.ts';
import type { SampleLibrary } from './samples.ts';

export interface DesignDeps {
  pool: Pool;
  storage: Storage;
  jobs: RenderJobSender;
  samples: SampleLibrary;
  /** The clock the plan periods are read with (tests move it). */
  now?: () => Date;
  /** Which styles, features and times of day are offered. Default: the built-in ones, all offered. */
  designOptions?: DesignOptionsReader;
}

/**
 * Why a submit or a regenerate was refused: the design or its source is not the user's (or gone),
 * an uploaded photo is no longer stored, the plan has no custom prompts, an option is switched off
 * in the design options, the corners break the corner rule, or the plan's images do not stretch
 * that far.
 */
export type SubmitRefusal =
  | { ok: false; reason: 'not-found' | 'upload-gone' | 'prompt-not-in-plan' | 'advanced-not-in-plan' }
  | OptionOff
  | { ok: false; reason: 'corners' | 'keep'; problem: string }
  | { ok: false; reason: 'quota'; shortfall: QuotaShortfall };

export type SubmitResult = { ok: true; designId: string; replayed: boolean } | SubmitRefusal;

export const refuse = (
  reason: 'not-found' | 'upload-gone' | 'prompt-not-in-plan' | 'advanced-not-in-plan',
): SubmitRefusal => ({
  ok: false,
  reason,
});

/** The options as stored: the prompt kept only when it says something. */
export function storedOptions(options: DesignOptions): DesignOptions {
  const prompt = options.prompt ? storableText(options.prompt).trim() : '';
  const { prompt: _prompt, ...rest } = options;
  return prompt ? { ...rest, prompt } : rest;
}

/**
 * The options with their "Keep this" mask stored under the design (keep.ts) and named by its id,
 * or why the mask is refused. Options without one are as they were.
 */
export async function withStoredKeep(
  storage: Storage,
  designId: string,
  options: DesignOptions,
  photo: { width: number; height: number },
): Promise<{ ok: true; options: DesignOptions } | SubmitRefusal> {
  if (options.keep === undefined) return { ok: true, options };
  const kept = await storeKeep(storage, designId, options.keep, photo);
  if (!kept.ok) return { ok: false, reason: 'keep', problem: kept.problem };
  const { keep: _sent, ...rest } = options;
  return { ok: true, options: kept.keepId ? { ...rest, keep: kept.keepId } : rest };
}

/** The user's plan, or why it refuses these options before anything else is looked at. */
export async function planFor(
  pool: Pool,
  userId: string,
  options: DesignOptions,
  extraViewpoints = 0,
): Promise<{ ok: true; holder: PlanHolder } | SubmitRefusal> {
  const holder = await loadPlanHolder(pool, userId);
  if (!holder) return refuse('not-found');
  const limits = limitsOf(holder.subscription_tier);
  if (options.prompt && !limits.customPrompt) return refuse('prompt-not-in-plan');
  const advanced = extraViewpoints > 0 || (options.modelingStyle ?? 'photoreal') !== 'photoreal';
  if (advanced && !limits.advanced) return refuse('advanced-not-in-plan');
  return { ok: true, holder };
}

/** An extra viewpoint ready to store: its photo, size, placement and where it came from. */
interface ResolvedViewpoint {
  viewpoint: number;
  photo: Buffer;
  width: number;
  height: number;
  corners: Corners;
  source: Record<string, string>;
}

/** The extra viewpoints of a submit, or why one of them is refused. */
async function resolveViewpoints(
  deps: DesignDeps,
  userId: string,
  inputs: readonly ViewpointInput[],
): Promise<{ ok: true; viewpoints: ResolvedViewpoint[] } | SubmitRefusal> {
  const viewpoints: ResolvedViewpoint[] = [];
  for (const [index, input] of inputs.entries()) {
    const source = await resolveSource(deps, userId, input.source);
    if (!source) return refuse('not-found');
    const problem = cornersProblem(input.corners, source.width, source.height);
    if (problem) return { ok: false, reason: 'corners', problem: `Viewpoint ${index + 2}: ${problem}` };
    const photo = await source.load();
    if (!photo) return refuse('uploadId' in input.source ? 'upload-gone' : 'not-found');
    viewpoints.push({
      viewpoint: index + 2,
      photo,
      width: source.width,
      height: source.height,
      corners: input.corners,
      source: source.source,
    });
  }
  return { ok: true, viewpoints };
}

/**
 * A refusal when `images` more do not fit in the plan now, else how many of them come from packs
 * (beyond what is left of the period's allowance).
 */
export async function quotaRefusal(
  db: Pool | PoolClient,
  userId: string,
  holder: PlanHolder,
  images: number,
  now: Date,
): Promise<SubmitRefusal | { ok: true; fromPack: number }> {
  const { shortfall, fromPack } = await planCharge(db, userId, holder, images, now);
  return shortfall ? { ok: false, reason: 'quota', shortfall } : { ok: true, fromPack };
}

/** `POST /api/designs`. */
export async function submitDesign(
  deps: DesignDeps,
  userId: string,
  input: CreateDesign,
  idempotencyKey: string | null,
): Promise<SubmitResult> {
  const now = deps.now?.() ?? new Date();
  let options = storedOptions(input.options);
  const extra = input.viewpoints ?? [];
  // Each variation is made on every photo of the yard.
  const images = options.variations * (1 + extra.length);
  const findReplay = async (db: Pool | PoolClient) =>
    idempotencyKey
      ? ((
          await db.query<{ id: string }>(
            'select id from app.designs where user_id = $1 and idempotency_key = $2',
            [userId, idempotencyKey],
          )
        ).rows[0]?.id ?? null)
      : null;
  // A retried submit that already went through: the same design, nothing charged again.
  const earlier = await findReplay(deps.pool);
  if (earlier) return { ok: true, designId: earlier, replayed: true };

  const choice = await offeredOptions(deps.designOptions, options);
  if (!choice.ok) return choice;
  const plan = await planFor(deps.pool, userId, options, extra.length);
  if (!plan.ok) return plan;
  const source = await resolveSource(deps, userId, input.source);
  if (!source) return refuse('not-found');
  const corners = input.corners ?? (await source.corners());
  const problem = cornersProblem(corners, source.width, source.height);
  if (problem) return { ok: false, reason: 'corners', problem };
  // Checked again under the lock below; this early answer only saves copying the photo.
  const early = await quotaRefusal(deps.pool, userId, plan.holder, images, now);
  if (!early.ok) return early;

  const photo = await source.load();
  if (!photo) return refuse('uploadId' in input.source ? 'upload-gone' : 'not-found');
  const resolved = await resolveViewpoints(deps, userId, extra);
  if (!resolved.ok) return resolved;
  const designId = randomUUID();
  const photoKey = designKeys.photo(designId);
  let committed = false;
  try {
    await deps.storage.put(photoKey, photo, 'image/png');
    const kept = await withStoredKeep(deps.storage, designId, options, source);
    if (!kept.ok) return kept;
    options = kept.options;
    for (const view of resolved.viewpoints) {
      await deps.storage.put(designKeys.viewpointPhoto(designId, view.viewpoint), view.photo, 'image/png');
    }
    const result = await inTransaction(
      deps.pool,
      async (client): Promise<SubmitResult | { ok: false; replayOf: string }> => {
        // One submit at a time per user: the count below cannot be raced past the limit.
        const locked = await loadPlanHolder(client, userId, true);
        if (!locked) return refuse('not-found');
        const replay = await findReplay(client);
        if (replay) return { ok: false, replayOf: replay };
        const quota = await quotaRefusal(client, userId, locked, images, now);
        if (!quota.ok) return quota;
        const name = input.name ? storableText(input.name).trim() : '';
        await client.query(
          `insert into app.designs (id, user_id, name, photo_key, photo_width, photo_height, source, idempotency_key)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            designId,
            userId,
            name || `${designOptionLabels(choice.catalog).style[options.style]} pool`,
            photoKey,
            source.width,
            source.height,
            storableJson(source.source),
            idempotencyKey,
          ],
        );
        for (const view of resolved.viewpoints) {
          await client.query(
            `insert into app.design_viewpoints (design_id, viewpoint, photo_key, photo_width, photo_height, corners, source)
             values ($1, $2, $3, $4, $5, $6, $7)`,
            [
              designId,
              view.viewpoint,
              designKeys.viewpointPhoto(designId, view.viewpoint),
              view.width,
              view.height,
              storableJson(view.corners),
              storableJson(view.source),
            ],
          );
        }
        await addVersion(client, deps.jobs, {
          designId,
          userId,
          number: 1,
          options,
          corners,
          scale: input.scale ?? null,
          images,
          fromPack: quota.fromPack,
          idempotencyKey: null,
        });
        return { ok: true, designId, replayed: false };
      },
      // A refusal or a replay found under the lock leaves nothing written.
      { commitIf: (outcome) => outcome.ok },
    );
    committed = result.ok;
    // A concurrent submit with the same key got the lock first: answer with its design.
    if ('replayOf' in result) return { ok: true, designId: result.replayOf, replayed: true };
    return result;
  } finally {
    if (!committed) await deps.storage.deletePrefix(designKeys.folder(designId));
  }
}

/** Inserts a version (queued), debits its images and creates its render job, all on `client`. */
export async function addVersion(
  client: PoolClient,
  jobs: RenderJobSender,
  entry: {
    designId: string;
    userId: string;
    number: number;
    options: DesignOptions;
    corners: Corners;
    scale: Scale | null;
    /** Variations times viewpoints. */
    images: number;
    /** Of `images`, those paid from packs. */
    fromPack: number;
    idempotencyKey: string | null;
  },
): Promise<void> {
  const version = await client.query<{ id: string }>(
    `insert into app.design_versions (design_id, number, options, corners, scale, images_charged, idempotency_key)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      entry.designId,
      entry.number,
      storableJson(entry.options),
      storableJson(entry.corners),
      entry.scale === null ? null : storableJson(entry.scale),
      entry.images,
      entry.idempotencyKey,
    ],
  );
  const versionId = version.rows[0]?.id as string;
  await debitImages(client, {
    userId: entry.userId,
    designId: entry.designId,
    version: entry.number,
    images: entry.images,
    fromPack: entry.fromPack,
  });
  await jobs.enqueue(client, {
    designId: entry.designId,
    versionId,
    version: entry.number,
    userId: entry.userId,
  });
}
