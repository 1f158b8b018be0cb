// Who may see a design or a collection, by its visibility: the one owner of that rule, in code and
// in SQL. A private design is its owner's alone. An unlisted or public one is shared: anyone with its
// link may see it (its page, images, photo and videos). Only a public one is listed: shown on its
// owner's public profile, in the gallery and in WordPress feeds, and open to search engines. A
// collection is private or public, with the same meaning. The stored column is never null and holds
// one of these words only (migrations 0005 and 0010), so "not private" and "unlisted or public" are
// the same test.
import type { CollectionVisibility, Visibility } from '@poolscape/shared';
import { openSql } from '../auth/users.ts';

/** A design's or a collection's visibility. */
export type AnyVisibility = Visibility | CollectionVisibility;

/** The visibilities that anyone with the link may see. */
export type SharedVisibility = Exclude<Visibility, 'private'>;

/** What a design or collection becomes when it is hidden: its owner's alone. */
export const PRIVATE_VISIBILITY = 'private' satisfies Visibility;

/** Whether anyone with the link may see it (unlisted or public). */
export function isShared<V extends AnyVisibility>(visibility: V): visibility is Exclude<V, 'private'> {
  return visibility !== 'private';
}

/** Whether it is listed for everyone (public): profile, gallery, feeds, search engines. */
export function isListed(visibility: AnyVisibility): visibility is 'public' {
  return visibility === 'public';
}

/**
 * Whether `viewerId` (null when signed out) may see what `ownerId` keeps at `visibility`; nobody
 * else may while the owner's account is disabled.
 */
export function canView(
  ownerId: string,
  visibility: AnyVisibility,
  viewerId: string | null,
  ownerDisabled = false,
): boolean {
  return viewerId === ownerId || (!ownerDisabled && isShared(visibility));
}

/**
 * SQL that holds while the owner (the user whose id is in `userIdColumn`) may share anything: the
 * links, public collections, presentations, feeds and files of a closed account (disabled, or
 * waiting to be deleted) answer like missing ones, for everyone but admins.
 */
export function ownerActiveSql(userIdColumn: string): string {
  return `exists (select 1 from app.users owner where owner.id = ${userIdColumn} and ${openSql('owner')})`;
}

/** The visibility column, qualified by a table alias when the query has one. */
function column(alias?: string): string {
  return alias ? `${alias}.visibility` : 'visibility';
}

/** SQL that holds for a shared row (`isShared`), e.g. `sharedSql('d')` is `d.visibility <> 'private'`. */
export function sharedSql(alias?: string): string {
  return `${column(alias)} <> 'private'`;
}

/** SQL that holds for a listed row (`isListed`), e.g. `listedSql('d')` is `d.visibility = 'public'`. */
export function listedSql(alias?: string): string {
  return `${column(alias)} = 'public'`;
}
