import {
  type Brand,
  type Estimate,
  type PlayablePresentation,
  PRESENTATION_TEXT,
  type Presentation,
  type PresentationSummary,
  presentationSharePath,
  type Slide,
  type SlideChoice,
} from '@poolscape/shared';
import type { Pool, PoolClient } from 'pg';
import { imageUrls, isUuid } from '../designs/designs.ts';
import { ownerActiveSql } from '../designs/visibility.ts';
import { estimatesAt } from '../pricing/price-tables.ts';

type Queryable = Pool | PoolClient;

export interface PresentationRow {
  id: string;
  user_id: string;
  title: string;
  client_name: string;
  closing_message: string;
  show_email: boolean;
  show_phone: boolean;
  share_token: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A slide with the design it shows and the render it shows (the chosen one, else the newest). */
export interface SlideRow {
  id: string;
  design_id: string;
  name: string;
  notes: string;
  price_line: string;
  chosen_id: string | null;
  photo_width: number;
  photo_height: number;
  image_id: string | null;
  storage_prefix: string | null;
  width: number | null;
  height: number | null;
  /** The version of the render shown; null until the design has one. */
  version_number: number | null;
}

export async function slideRows(db: Queryable, presentationId: string): Promise<SlideRow[]> {
  return (
    await db.query<SlideRow>(
      `select s.id, s.design_id, d.name, s.notes, s.price_line, s.image_id as chosen_id,
              d.photo_width, d.photo_height,
              shown.id as image_id, shown.storage_prefix, shown.width, shown.height,
              shown.number as version_number
         from app.presentation_slides s
         join app.designs d on d.id = s.design_id
         left join lateral (
           select i.id, i.storage_prefix, i.width, i.height, v.number from app.design_images i
             join app.design_versions v on v.id = i.version_id
            where i.design_id = d.id and i.viewpoint = 1 and (s.image_id is null or i.id = s.image_id)
            order by v.number desc, i.variation limit 1
         ) shown on true
        where s.presentation_id = $1
        order by s.position, s.created_at`,
      [presentationId],
    )
  ).rows;
}

/** Where a slide's pictures are fetched: the owner's own image URLs, or the share link's. */
export type SlideUrls = (row: SlideRow) => { photo: string; render: string; thumbnail: string };

export const ownerUrls: SlideUrls = (row) => ({
  photo: `/api/designs/${row.design_id}/photo`,
  render: row.image_id ? imageUrls(row.image_id).url : '',
  thumbnail: row.image_id ? imageUrls(row.image_id).thumbnailUrl : '',
});

export const sharedUrls =
  (token: string): SlideUrls =>
  (row) => {
    const base = `/api/present/${token}/slides/${row.id}`;
    return { photo: `${base}/photo`, render: `${base}/render`, thumbnail: `${base}/render` };
  };

/** `estimate`: the owner's estimate of the version shown, when they show estimates on slides. */
export function toSlide(row: SlideRow, urls: SlideUrls, estimate: Estimate | null = null): Slide {
  const at = urls(row);
  return {
    id: row.id,
    designId: row.design_id,
    name: row.name,
    notes: row.notes,
    priceLine: row.price_line,
    photo: { url: at.photo, width: row.photo_width, height: row.photo_height },
    render:
      row.image_id && row.width && row.height
        ? { url: at.render, thumbnailUrl: at.thumbnail, width: row.width, height: row.height }
        : null,
    imageId: row.chosen_id && row.chosen_id === row.image_id ? row.chosen_id : null,
    // The owner's own price line wins: the estimate then stays theirs.
    estimate: row.price_line ? null : estimate,
  };
}

/** The presenter's brand from the profile; e-mail and phone only when the presentation shows them. */
export async function brandOf(db: Queryable, row: PresentationRow): Promise<Brand> {
  const user = (
    await db.query<{
      first_name: string;
      last_name: string;
      company: string | null;
      email: string;
      phone: string | null;
      avatar_url: string | null;
    }>('select first_name, last_name, company, email, phone, avatar_url from app.users where id = $1', [
      row.user_id,
    ])
  ).rows[0];
  if (!user) throw new Error(`the owner of presentation ${row.id} vanished`);
  return {
    name: `${user.first_name} ${user.last_name}`.trim() || 'Poolscape member',
    company: user.company,
    email: row.show_email ? user.email : null,
    phone: row.show_phone ? user.phone : null,
    logoUrl: user.avatar_url,
  };
}

export function closingOf(row: PresentationRow): string {
  return row.closing_message || PRESENTATION_TEXT.defaultClosing;
}

/** What a presenter plays, with the pictures at `urls` and the PDF at `pdfUrl` (`rows` if read already). */
export async function playable(
  db: Queryable,
  row: PresentationRow,
  urls: SlideUrls,
  pdfUrl: string,
  rows?: SlideRow[],
): Promise<PlayablePresentation> {
  const slides = rows ?? (await slideRows(db, row.id));
  const estimates = await estimatesAt(
    db,
    row.user_id,
    'presentation',
    slides.map((slide) => ({ designId: slide.design_id, number: slide.version_number })),
  );
  return {
    title: row.title,
    clientName: row.client_name,
    closingMessage: closingOf(row),
    brand: await brandOf(db, row),
    slides: slides.map((slide, index) => toSlide(slide, urls, estimates[index] ?? null)),
    pdfUrl,
  };
}

function toSummary(row: PresentationRow, slides: Slide[]): PresentationSummary {
  return {
    id: row.id,
    title: row.title,
    clientName: row.client_name,
    slideCount: slides.length,
    coverUrl: slides.find((slide) => slide.render)?.render?.thumbnailUrl ?? null,
    shared: row.share_token !== null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The user's presentations, most recently changed first. */
export async function listPresentations(db: Queryable, userId: string): Promise<PresentationSummary[]> {
  const rows = (
    await db.query<PresentationRow & { slide_count: number; cover_image: string | null }>(
      `select p.*,
              (select count(*)::int from app.presentation_slides s where s.presentation_id = p.id) as slide_count,
              (select i.id from app.presentation_slides s
                 join app.design_images i on i.design_id = s.design_id and i.viewpoint = 1
                 join app.design_versions v on v.id = i.version_id
                where s.presentation_id = p.id
                order by s.position, (i.id = s.image_id) desc, v.number desc, i.variation limit 1) as cover_image
         from app.presentations p where p.user_id = $1 order by p.updated_at desc, p.id`,
      [userId],
    )
  ).rows;
  return rows.map((row) => ({
    ...toSummary(row, []),
    slideCount: row.slide_count,
    coverUrl: row.cover_image ? imageUrls(row.cover_image).thumbnailUrl : null,
  }));
}

/** The renders each slide may show instead: the design's, newest first. */
async function slideChoices(db: Queryable, presentationId: string): Promise<Record<string, SlideChoice[]>> {
  const rows = (
    await db.query<{ slide_id: string; image_id: string; number: number; variation: number }>(
      `select s.id as slide_id, i.id as image_id, v.number, i.variation
         from app.presentation_slides s
         join app.design_images i on i.design_id = s.design_id and i.viewpoint = 1
         join app.design_versions v on v.id = i.version_id
        where s.presentation_id = $1
        order by s.position, v.number desc, i.variation`,
      [presentationId],
    )
  ).rows;
  const choices: Record<string, SlideChoice[]> = {};
  for (const row of rows) {
    const list = choices[row.slide_id] ?? [];
    choices[row.slide_id] = list;
    if (list.length < 24)
      list.push({
        imageId: row.image_id,
        thumbnailUrl: imageUrls(row.image_id).thumbnailUrl,
        label: `Version ${row.number}, option ${row.variation}`,
      });
  }
  return choices;
}

/** The API's view of one of the user's presentations. */
export async function loadPresentation(
  db: Queryable,
  row: PresentationRow,
  publicUrl: string,
): Promise<Presentation> {
  const play = await playable(db, row, ownerUrls, `/api/presentations/${row.id}/pdf`);
  return {
    ...toSummary(row, play.slides),
    ...play,
    showEmail: row.show_email,
    showPhone: row.show_phone,
    shareUrl: row.share_token ? `${publicUrl}${presentationSharePath(row.share_token)}` : null,
    choices: await slideChoices(db, row.id),
  };
}

/** The user's own presentation row, or null (another user's, a malformed id, none). */
export async function findOwnPresentation(
  db: Queryable,
  userId: string,
  presentationId: string,
  options: { lock?: boolean } = {},
): Promise<PresentationRow | null> {
  if (!isUuid(presentationId)) return null;
  const result = await db.query<PresentationRow>(
    `select * from app.presentations where id = $1 and user_id = $2${options.lock ? ' for update' : ''}`,
    [presentationId, userId],
  );
  return result.rows[0] ?? null;
}

/** The presentation a share link plays, while it is shared; else null. */
export async function findSharedPresentation(db: Queryable, token: string): Promise<PresentationRow | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const result = await db.query<PresentationRow>(
    `select * from app.presentations p where p.share_token = $1 and ${ownerActiveSql('p.user_id')}`,
    [token],
  );
  return result.rows[0] ?? null;
}

export type PresentationRefusal =
  | 'not-found'
  | 'too-many'
  | 'design-not-found'
  | 'collection-not-found'
  | 'image-not-found'
  | 'full'
  | 'order-mismatch'
  | 'slide-not-found';

export type PresentationResult =
  | { ok: true; row: PresentationRow }
  | { ok: false; reason: PresentationRefusal };

export const refuse = (reason: PresentationRefusal): PresentationResult => ({ ok: false, reason });
