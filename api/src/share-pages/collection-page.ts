// A public collection's page, /profile/public/{userId}/collections/{collectionId}: the site builds
// one shell (site/pages/collection-share.astro) with %%SHARE_…%% tokens and this fills it per
// collection, so the title, description and Open Graph image (the cover) are in the HTML link
// previews read. Only a public collection, at its owner's address, has a page; anything else is
// the site's not-found page. Designs their owner keeps private are left out.
import type { CollectionItem, PublicProfile, QuoteOffer } from '@poolscape/shared';
import type { Pool } from 'pg';
import { type CollectionRow, collectionItems, publicCollectionPath } from '../collections/collections.ts';
import { isUuid } from '../designs/designs.ts';
import { listedSql, ownerActiveSql } from '../designs/visibility.ts';
import { findPublicProfile } from '../profile/profile.ts';
import { fillTokens } from './shell.ts';

/** The shell in every build (Astro writes `collection-share.astro` there). */
export const COLLECTION_SHELL = 'collection-share/index.html';

export interface SharedCollection {
  id: string;
  userId: string;
  name: string;
  description: string;
  /** The chosen cover (it shows only if anyone may see that design). */
  coverDesignId: string | null;
  /** The owner's public profile card; null when the owner keeps their profile private. */
  owner: PublicProfile | null;
  items: CollectionItem[];
  /** "Request a quote", when the owner switched it on for this collection. */
  quote?: QuoteOffer | null;
}

/** A public collection at its owner's address, with the designs anyone may see; else null. */
export async function findSharedCollection(
  pool: Pool,
  userId: string,
  collectionId: string,
): Promise<SharedCollection | null> {
  if (!isUuid(userId) || !isUuid(collectionId)) return null;
  const row = (
    await pool.query<CollectionRow>(
      `select * from app.collections where id = $1 and user_id = $2 and ${listedSql()} and ${ownerActiveSql('$2::uuid')}`,
      [collectionId, userId],
    )
  ).rows[0];
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    description: row.description,
    coverDesignId: row.cover_design_id,
    owner: await findPublicProfile(pool, row.user_id),
    items: await collectionItems(pool, row.id, { sharedOnly: true }),
  };
}

/** "3 pool designs by Dana Builder, made with Poolscape." */
export function describeSharedCollection(collection: SharedCollection): string {
  if (collection.description) return collection.description;
  const count = collection.items.length === 1 ? '1 pool design' : `${collection.items.length} pool designs`;
  return `${count}${collection.owner ? ` by ${collection.owner.name}` : ''}, made with Poolscape.`;
}

/** The page for `collection`; its Open Graph image is the cover design's render. */
export function fillCollectionShell(shell: string, collection: SharedCollection, publicUrl: string): string {
  const items = collection.items;
  const coverItem =
    items.find((item) => item.designId === collection.coverDesignId && item.render) ??
    items.find((item) => item.render) ??
    null;
  const cover = coverItem?.render ?? null;
  const text: Record<string, string> = {
    SHARE_TITLE: collection.name,
    SHARE_DESCRIPTION: describeSharedCollection(collection),
    SHARE_URL: `${publicUrl}${publicCollectionPath(collection.userId, collection.id)}`,
    SHARE_IMAGE: cover ? `${publicUrl}${cover.url}` : `${publicUrl}/og-image.jpg`,
    SHARE_IMAGE_WIDTH: String(cover?.width ?? 1200),
    SHARE_IMAGE_HEIGHT: String(cover?.height ?? 630),
  };
  return fillTokens(
    shell,
    text,
    {
      name: collection.name,
      description: collection.description,
      owner: collection.owner,
      items: items.map(({ designId, name, note, photoUrl, render }) => ({
        designId,
        name,
        note,
        photoUrl,
        render,
      })),
      ...(collection.quote ? { quote: collection.quote } : {}),
    },
    true,
  );
}
