// A shared presentation's page, /present/{token}: the site builds one shell
// (site/pages/presentation-share.astro) with %%SHARE_…%% tokens and this fills it per
// presentation, with what the presenter plays as the page's JSON, so it starts at once and link
// previews show its title and first design. The page stays out of search engines: it is for the
// people the link was sent to. Any token that is not a live share link is the site's 404.
import { type PlayablePresentation, presentationSharePath, type QuoteOffer } from '@poolscape/shared';
import type { Pool } from 'pg';
import { findSharedPresentation, playable, sharedUrls } from '../presentations/presentations.ts';
import { fillTokens } from './shell.ts';

/** The shell in every build (Astro writes `presentation-share.astro` there). */
export const PRESENTATION_SHELL = 'presentation-share/index.html';

/** What a live share link plays; null for any other token. */
export async function findPlayable(pool: Pool, token: string): Promise<PlayablePresentation | null> {
  const row = await findSharedPresentation(pool, token);
  return row ? playable(pool, row, sharedUrls(token), `/api/present/${token}/pdf`) : null;
}

/** "Pool designs for the Smiths by Blue Wave Pools: 3 designs, before and after." */
export function describePresentation(presentation: PlayablePresentation): string {
  const count = presentation.slides.length === 1 ? '1 design' : `${presentation.slides.length} designs`;
  const by = presentation.brand.company ?? presentation.brand.name;
  const client = presentation.clientName ? ` for ${presentation.clientName}` : '';
  return `Pool designs${client} by ${by}: ${count}, before and after.`;
}

export function fillPresentationShell(
  shell: string,
  token: string,
  presentation: PlayablePresentation,
  publicUrl: string,
  /** "Request a quote", when the owner switched it on for this presentation. */
  quote: QuoteOffer | null = null,
): string {
  const cover = presentation.slides.find((slide) => slide.render)?.render ?? null;
  const text: Record<string, string> = {
    SHARE_TITLE: presentation.title,
    SHARE_DESCRIPTION: describePresentation(presentation),
    SHARE_URL: `${publicUrl}${presentationSharePath(token)}`,
    SHARE_IMAGE: cover ? `${publicUrl}${cover.url}` : `${publicUrl}/og-image.jpg`,
    SHARE_IMAGE_WIDTH: String(cover?.width ?? 1200),
    SHARE_IMAGE_HEIGHT: String(cover?.height ?? 630),
  };
  return fillTokens(shell, text, quote ? { ...presentation, quote } : presentation, false);
}
