// The design slides of a user's presentation: added (all or nothing, only the user's own designs),
// taken out, reordered, and given notes, a price line or another render, each in one transaction
// with the presentation's row locked, so two tabs changing one presentation each see a whole change.
import { PRESENTATION_LIMITS, type UpdateSlide } from '@poolscape/shared';
import type { Pool, PoolClient } from 'pg';
import { storableText } from '../db/storable-text.ts';
import { inTransaction } from '../db/transaction.ts';
import { isUuid } from '../designs/designs.ts';
import { insertSlides, ownDesigns } from './changes.ts';
import {
  findOwnPresentation,
  type PresentationResult,
  type PresentationRow,
  refuse,
} from './presentations.ts';

const touch = (client: PoolClient, presentationId: string) =>
  client.query('update app.presentations set updated_at = now() where id = $1', [presentationId]);

const slideIds = async (client: PoolClient, presentationId: string): Promise<string[]> =>
  (
    await client.query<{ id: string }>(
      'select id from app.presentation_slides where presentation_id = $1 order by position, created_at',
      [presentationId],
    )
  ).rows.map((row) => row.id);

/** The user's presentation, locked, with `work` done on it in one transaction. */
function changing(
  pool: Pool,
  userId: string,
  presentationId: string,
  work: (client: PoolClient, row: PresentationRow) => Promise<PresentationResult>,
): Promise<PresentationResult> {
  return inTransaction(pool, async (client) => {
    const row = await findOwnPresentation(client, userId, presentationId, { lock: true });
    if (!row) return refuse('not-found');
    const result = await work(client, row);
    if (result.ok) await touch(client, presentationId);
    return result;
  });
}

/** A slide for each of the user's designs, at the end, in the order given. */
export function addSlides(
  pool: Pool,
  userId: string,
  presentationId: string,
  designIds: readonly string[],
): Promise<PresentationResult> {
  return changing(pool, userId, presentationId, async (client, row) => {
    const designs = await ownDesigns(client, userId, designIds);
    if (!designs) return refuse('design-not-found');
    const existing = (await slideIds(client, presentationId)).length;
    if (existing + designs.length > PRESENTATION_LIMITS.slides) return refuse('full');
    await insertSlides(client, presentationId, designs, existing);
    return { ok: true, row };
  });
}

/** Takes a slide out (the design itself stays); positions close up. */
export function removeSlide(
  pool: Pool,
  userId: string,
  presentationId: string,
  slideId: string,
): Promise<PresentationResult> {
  return changing(pool, userId, presentationId, async (client, row) => {
    if (!isUuid(slideId)) return refuse('slide-not-found');
    const removed = await client.query(
      'delete from app.presentation_slides where presentation_id = $1 and id = $2',
      [presentationId, slideId],
    );
    if (!removed.rowCount) return refuse('slide-not-found');
    await renumber(client, presentationId, await slideIds(client, presentationId));
    return { ok: true, row };
  });
}

async function renumber(client: PoolClient, presentationId: string, order: readonly string[]): Promise<void> {
  await client.query(
    `update app.presentation_slides s set position = t.ordinality - 1
       from unnest($2::uuid[]) with ordinality as t(id, ordinality)
      where s.presentation_id = $1 and s.id = t.id`,
    [presentationId, order],
  );
}

/** Puts the slides in the order given, which must list each of them exactly once. */
export function reorderSlides(
  pool: Pool,
  userId: string,
  presentationId: string,
  order: readonly string[],
): Promise<PresentationResult> {
  const wanted = order.map((id) => id.toLowerCase());
  return changing(pool, userId, presentationId, async (client, row) => {
    const present = await slideIds(client, presentationId);
    const same =
      wanted.length === present.length &&
      new Set(wanted).size === wanted.length &&
      present.every((id) => wanted.includes(id));
    if (!same) return refuse('order-mismatch');
    await renumber(client, presentationId, wanted);
    return { ok: true, row };
  });
}

/** A slide's notes, price line or render (one of its design's renders, or null for the newest). */
export function updateSlide(
  pool: Pool,
  userId: string,
  presentationId: string,
  slideId: string,
  update: UpdateSlide,
): Promise<PresentationResult> {
  return changing(pool, userId, presentationId, async (client, row) => {
    if (!isUuid(slideId)) return refuse('slide-not-found');
    const slide = (
      await client.query<{ design_id: string }>(
        'select design_id from app.presentation_slides where presentation_id = $1 and id = $2',
        [presentationId, slideId],
      )
    ).rows[0];
    if (!slide) return refuse('slide-not-found');
    if (update.imageId) {
      const ofDesign =
        isUuid(update.imageId) &&
        (
          await client.query(
            'select 1 from app.design_images where id = $1 and design_id = $2 and viewpoint = 1',
            [update.imageId, slide.design_id],
          )
        ).rowCount;
      if (!ofDesign) return refuse('image-not-found');
    }
    const clean = (value: string | undefined) => (value === undefined ? null : storableText(value).trim());
    await client.query(
      `update app.presentation_slides set
         notes = coalesce($3, notes), price_line = coalesce($4, price_line),
         image_id = case when $5::boolean then $6::uuid else image_id end
       where presentation_id = $1 and id = $2`,
      [
        presentationId,
        slideId,
        clean(update.notes),
        clean(update.priceLine),
        update.imageId !== undefined,
        update.imageId?.toLowerCase() ?? null,
      ],
    );
    return { ok: true, row };
  });
}
