// A shared design's page, /design/share/{id} (and /design-share/{id}): the site builds one shell
// (site/pages/design-share.astro) with %%SHARE_…%% tokens and this fills it per design, so the
// title, description, canonical link, Open Graph and Twitter image (and, when the design has a
// finished video, the Open Graph video) are in the HTML that link previews and crawlers read. Only
// unlisted and public designs have a page; a private, unknown or malformed id has none, exactly
// like any other path the site does not have. The routes are in routes/share-pages/.

import {
  type Corners,
  DEFAULT_DESIGN_OPTIONS,
  type DesignOptionLabels,
  type DesignOptions,
  type Dimensions,
  describeDimensions,
  designOptionLabels,
  type Estimate,
  formatEstimate,
  type QuoteOffer,
  type Scale,
  VIDEO_FORMAT_LABELS,
  VIDEO_TEMPLATE_LABELS,
} from '@poolscape/shared';
import { measuredDimensions } from '@poolscape/shared/measured-dimensions';
import type { Pool } from 'pg';
import { imageUrls, isUuid } from '../designs/designs.ts';
import { isListed, ownerActiveSql, type SharedVisibility, sharedSql } from '../designs/visibility.ts';
import { estimatesAt } from '../pricing/price-tables.ts';
import { listDesignVideos, videoUrls } from '../videos/videos.ts';
import { escapeHtml, fillTokens } from './shell.ts';

/** The shell in every build (Astro writes `design-share.astro` there). */
export const SHARE_SHELL = 'design-share/index.html';

export interface SharedImage {
  id: string;
  variation: number;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

export interface SharedDesign {
  id: string;
  name: string;
  visibility: SharedVisibility;
  photo: { url: string; width: number; height: number };
  /** The options of the newest version with renders; null when nothing is rendered yet. */
  options: DesignOptions | null;
  /** That version's renders, by variation. */
  images: SharedImage[];
  /** Finished videos, newest first. */
  videos: SharedVideo[];
  /** The owner's estimate of the shown version, when they show estimates on shared pages. */
  estimate?: Estimate | null;
  /** The shown version's real size, when its owner marked a length on the photo. */
  dimensions?: Dimensions | null;
  /** "Request a quote", when the owner switched it on for this design. */
  quote?: QuoteOffer | null;
}

export interface SharedVideo {
  id: string;
  url: string;
  posterUrl: string;
  width: number;
  height: number;
  label: string;
}

/**
 * A design anyone may see (unlisted or public), with the renders of its newest finished version;
 * null for a private, missing or malformed id, which all look the same from outside.
 */
export async function findSharedDesign(pool: Pool, id: string): Promise<SharedDesign | null> {
  if (!isUuid(id)) return null;
  const design = (
    await pool.query<{
      id: string;
      user_id: string;
      name: string;
      visibility: SharedVisibility;
      photo_width: number;
      photo_height: number;
    }>(
      `select id, user_id, name, visibility, photo_width, photo_height
         from app.designs where id = $1 and ${sharedSql()} and ${ownerActiveSql('app.designs.user_id')}`,
      [id],
    )
  ).rows[0];
  if (!design) return null;
  const rows = (
    await pool.query<{
      number: number;
      options: DesignOptions;
      corners: Corners;
      scale: Scale | null;
      image_id: string;
      variation: number;
      width: number;
      height: number;
    }>(
      `select v.number, v.options, v.corners, v.scale, i.id as image_id, i.variation, i.width, i.height
         from app.design_versions v
         join app.design_images i on i.version_id = v.id
        where v.design_id = $1 and v.status = 'ready' and i.viewpoint = 1
        order by v.number desc, i.variation`,
      [design.id],
    )
  ).rows;
  const videos = await listDesignVideos(pool, design.id, { shared: true });
  const newest = rows[0]?.number;
  const shown = rows.filter((row) => row.number === newest);
  const [estimate] = await estimatesAt(pool, design.user_id, 'share', [
    { designId: design.id, number: newest ?? null },
  ]);
  return {
    id: design.id,
    name: design.name,
    visibility: design.visibility,
    photo: { url: `/api/designs/${design.id}/photo`, width: design.photo_width, height: design.photo_height },
    options: shown[0]?.options ?? null,
    images: shown.map((row) => {
      const urls = imageUrls(row.image_id);
      return {
        id: row.image_id,
        variation: row.variation,
        url: urls.url,
        thumbnailUrl: urls.thumbnailUrl,
        width: row.width,
        height: row.height,
      };
    }),
    videos: videos.map((row) => ({
      id: row.id,
      ...videoUrls(row.id),
      width: row.width,
      height: row.height,
      label: `${VIDEO_TEMPLATE_LABELS[row.template]}, ${VIDEO_FORMAT_LABELS[row.format]}`,
    })),
    estimate: estimate ?? null,
    dimensions: shown[0]
      ? measuredDimensions(shown[0], { width: design.photo_width, height: design.photo_height })
      : null,
  };
}

/** "32 × 16 ft · 512 sq ft · 2,560 cu ft (…) at 5 ft deep". */
function sizeWords(dimensions: Dimensions): string {
  const words = describeDimensions(dimensions);
  return `${words.size} · ${words.area} · ${words.volume}`;
}

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** "A natural pool at dusk with waterfalls and lighting, designed with Poolscape. …" */
export function describeSharedDesign(
  design: SharedDesign,
  labels: DesignOptionLabels = designOptionLabels(DEFAULT_DESIGN_OPTIONS),
): string {
  const compare = 'Compare the backyard before and after.';
  if (!design.options) return `A pool design made with Poolscape. ${compare}`;
  const { style, timeOfDay, features } = design.options;
  const when = timeOfDay === 'day' ? 'by day' : timeOfDay === 'dusk' ? 'at dusk' : 'at night';
  const extras = features.map((feature) => labels.feature[feature].toLowerCase());
  const withExtras = extras.length > 0 ? ` with ${joinWords(extras)}` : '';
  const styleLabel = labels.style[style];
  const article = /^[aeiou]/i.test(styleLabel) ? 'An' : 'A';
  return `${article} ${styleLabel.toLowerCase()} pool ${when}${withExtras}, designed with Poolscape. ${compare}`;
}

/**
 * The page for `design`: every token replaced in one pass (so a design named "%%SHARE_JSON%%"
 * stays just a name), every value escaped for where it goes.
 */
export function fillShell(
  shell: string,
  design: SharedDesign,
  publicUrl: string,
  labels?: DesignOptionLabels,
): string {
  const first = design.images[0];
  const render = first ? { url: first.url, width: first.width, height: first.height } : design.photo;
  const text: Record<string, string> = {
    SHARE_TITLE: design.name,
    SHARE_DESCRIPTION: describeSharedDesign(design, labels),
    SHARE_URL: `${publicUrl}/design/share/${design.id}`,
    SHARE_IMAGE: `${publicUrl}${render.url}`,
    SHARE_IMAGE_WIDTH: String(render.width),
    SHARE_IMAGE_HEIGHT: String(render.height),
    SHARE_PHOTO: design.photo.url,
    SHARE_RENDER: render.url,
    // The estimate panel (design-share.astro) is hidden unless the owner shows one here.
    SHARE_ESTIMATE_CLASS: design.estimate ? 'block' : 'hidden',
    SHARE_ESTIMATE: design.estimate ? formatEstimate(design.estimate) : '',
    SHARE_ESTIMATE_TEXT: design.estimate?.text ?? '',
    SHARE_SIZE_CLASS: design.dimensions ? 'block' : 'hidden',
    SHARE_SIZE: design.dimensions ? sizeWords(design.dimensions) : '',
  };
  const json = {
    name: design.name,
    photo: design.photo,
    images: design.images,
    videos: design.videos.map(({ id, url, posterUrl, width, height, label }) => ({
      id,
      url,
      posterUrl,
      width,
      height,
      label,
    })),
    estimate: design.estimate ?? null,
    ...(design.quote ? { quote: design.quote } : {}),
  };
  let html = fillTokens(shell, text, json, isListed(design.visibility));
  const video = design.videos[0];
  if (video) {
    const url = escapeHtml(`${publicUrl}${video.url}`);
    const tags = [
      `<meta property="og:video" content="${url}">`,
      ...(publicUrl.startsWith('https:') ? [`<meta property="og:video:secure_url" content="${url}">`] : []),
      '<meta property="og:video:type" content="video/mp4">',
      `<meta property="og:video:width" content="${video.width}">`,
      `<meta property="og:video:height" content="${video.height}">`,
    ];
    html = html.replace('</head>', `${tags.join('')}</head>`);
  }
  return html;
}
