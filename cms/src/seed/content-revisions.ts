// How the seed rewords content an earlier seed wrote differently, because it described buttons and
// pages the product does not have (WordPress publishing, the Upgrade and Billing pages, collections,
// presentations), or said a feature was not there yet once it was (videos, WordPress publishing).
// On an installation seeded before, each field or list row is replaced only while it still holds
// exactly what the earlier seed wrote: whatever an editor changed stays as the editor left it. The
// new wording is the seed's own content; the earlier wording is data, in `revisions/`.
import type { CmsCollectionSlug, CmsGlobalSlug } from '@poolscape/shared/content';
import type { Payload } from 'payload';

type Content = Record<string, unknown>;

/** A field replaced while it holds `before`; rich text fields are given as Markdown. */
export interface FieldRevision {
  name: string;
  before: unknown;
  after: unknown;
  richText?: boolean;
}

/** Rows of a list field replaced while their `before` fields are unchanged. */
export interface RowRevision {
  list: string;
  before: Content;
  after: Content;
}

export interface Revision {
  target: { collection: CmsCollectionSlug; match: Record<string, string> } | { global: CmsGlobalSlug };
  fields?: FieldRevision[];
  rows?: RowRevision[];
}

/** Where revisions read and write: the CMS's Local API in the seed, a fake in tests. */
export interface RevisionStore {
  /** The latest version (a draft if there is one) of the document whose fields equal `match`. */
  findDocument(collection: CmsCollectionSlug, match: Record<string, string>): Promise<Content | null>;
  updateDocument(collection: CmsCollectionSlug, document: Content, data: Content): Promise<void>;
  findGlobal(slug: CmsGlobalSlug): Promise<Content>;
  updateGlobal(slug: CmsGlobalSlug, data: Content): Promise<void>;
  /** Markdown as the CMS stores rich text (the seed's own conversion). */
  richText(markdown: string): unknown;
}

/** A value without what the CMS adds on its own: row ids, empty optional fields, key order. */
function normalized(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalized);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Content)
    .filter(([key, field]) => key !== 'id' && field !== null && field !== undefined && field !== '')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, field]) => [key, normalized(field)]);
  return Object.fromEntries(entries);
}

/** Whether stored content is still what was seeded. */
export function sameContent(stored: unknown, seeded: unknown): boolean {
  return JSON.stringify(normalized(stored)) === JSON.stringify(normalized(seeded));
}

/** The changes `revision` makes to `current`, or null when an editor changed all of it. */
export function revisedFields(
  current: Content,
  revision: Revision,
  store: Pick<RevisionStore, 'richText'>,
): Content | null {
  const data: Content = {};
  for (const field of revision.fields ?? []) {
    const before = field.richText ? store.richText(String(field.before)) : field.before;
    if (!sameContent(current[field.name], before)) continue;
    const after = field.richText ? store.richText(String(field.after)) : field.after;
    const stored = current[field.name];
    data[field.name] =
      stored && typeof stored === 'object' && !Array.isArray(stored)
        ? { ...stored, ...(after as Content) }
        : after;
  }
  for (const row of revision.rows ?? []) {
    const list = (data[row.list] ?? current[row.list]) as Content[] | undefined;
    if (!Array.isArray(list)) continue;
    const matches = (entry: Content): boolean =>
      Object.entries(row.before).every(([key, value]) => sameContent(entry[key], value));
    if (!list.some(matches)) continue;
    data[row.list] = list.map((entry) => (matches(entry) ? { ...entry, ...row.after } : entry));
  }
  return Object.keys(data).length > 0 ? data : null;
}

/** Applies every revision that still finds its earlier text; answers how many documents changed. */
export async function applyContentRevisions(
  store: RevisionStore,
  revisions: readonly Revision[],
): Promise<number> {
  let changed = 0;
  for (const revision of revisions) {
    const { target } = revision;
    const current =
      'global' in target
        ? await store.findGlobal(target.global)
        : await store.findDocument(target.collection, target.match);
    if (!current) continue;
    const data = revisedFields(current, revision, store);
    if (!data) continue;
    if ('global' in target) await store.updateGlobal(target.global, data);
    else await store.updateDocument(target.collection, current, data);
    changed += 1;
  }
  return changed;
}

/** The CMS's Local API as a revision store; writes keep each document's status (draft or published). */
export function payloadRevisionStore(
  payload: Payload,
  context: Record<string, unknown>,
  richText: (markdown: string) => unknown,
): RevisionStore {
  return {
    richText,
    async findDocument(collection, match) {
      const where = Object.fromEntries(Object.entries(match).map(([key, value]) => [key, { equals: value }]));
      const found = await payload.find({ collection, where, draft: true, limit: 1, depth: 0 });
      return (found.docs[0] as Content | undefined) ?? null;
    },
    async updateDocument(collection, document, data) {
      const status = document._status === 'draft' ? 'draft' : 'published';
      await payload.update({
        collection,
        id: document.id as number,
        data: { ...data, _status: status },
        draft: status === 'draft',
        depth: 0,
        context,
      });
    },
    async findGlobal(slug) {
      return (await payload.findGlobal({ slug, depth: 0 })) as unknown as Content;
    },
    async updateGlobal(slug, data) {
      await payload.updateGlobal({ slug, data, depth: 0, context });
    },
  };
}
