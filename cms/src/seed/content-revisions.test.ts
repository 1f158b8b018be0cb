import { CMS_COLLECTIONS, CMS_GLOBALS } from '@poolscape/shared/content';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from './assistant-knowledge.ts';
import { seedBanner } from './banner.ts';
import {
  applyContentRevisions,
  type Revision,
  type RevisionStore,
  sameContent,
} from './content-revisions.ts';
import { seedPages } from './pages-content.ts';
import { seedPosts } from './posts-content.ts';
import { CONTENT_REVISIONS } from './revisions/index.ts';
import { seedTestimonials } from './testimonials.ts';
import { seedTutorials } from './tutorials-content.ts';

type Content = Record<string, unknown>;

/** Rich text as a stand-in for Lexical: an object, as the CMS stores it. */
const richText = (markdown: string) => ({ root: { markdown } });

/** An installation seeded with the earlier wording: every revision's `before`, stored with row ids. */
function earlierInstallation() {
  const documents: { collection: string; doc: Content }[] = [];
  let assistant: Content = { knowledge: [] };
  let nextId = 1;
  const withIds = (value: unknown): unknown =>
    Array.isArray(value) ? value.map((row) => ({ id: `row-${nextId++}`, ...(row as Content) })) : value;
  for (const revision of CONTENT_REVISIONS) {
    const fields = Object.fromEntries(
      (revision.fields ?? []).map((field) => [
        field.name,
        field.richText ? richText(String(field.before)) : withIds(field.before),
      ]),
    );
    const rows: Content = {};
    for (const row of revision.rows ?? []) {
      const list = (rows[row.list] as Content[] | undefined) ?? [];
      list.push({ id: `row-${nextId++}`, ...row.before, keywords: 'kept' });
      rows[row.list] = list;
    }
    if ('global' in revision.target) assistant = { ...assistant, ...rows };
    else
      documents.push({
        collection: revision.target.collection,
        doc: {
          id: nextId++,
          _status: 'published',
          ...revision.target.match,
          ...fields,
          ...rows,
          // The CMS stores the share image the seed never set as null.
          meta: { image: null, ...(fields.meta as Content | undefined) },
        },
      });
  }
  const writes: string[] = [];
  const store: RevisionStore = {
    richText,
    async findDocument(collection, match) {
      const found = documents.find(
        (entry) =>
          entry.collection === collection &&
          Object.entries(match).every(([key, value]) => entry.doc[key] === value),
      );
      return found ? structuredClone(found.doc) : null;
    },
    async updateDocument(collection, document, data) {
      writes.push(`${collection}:${String(document.id)}`);
      const found = documents.find(
        (entry) => entry.collection === collection && entry.doc.id === document.id,
      );
      if (found) found.doc = { ...found.doc, ...data };
    },
    async findGlobal() {
      return structuredClone(assistant);
    },
    async updateGlobal(slug, data) {
      writes.push(slug);
      assistant = { ...assistant, ...data };
    },
  };
  const doc = (collection: string, key: string, value: string): Content =>
    documents.find((entry) => entry.collection === collection && entry.doc[key] === value)?.doc ?? {};
  return { store, writes, doc, assistant: () => assistant };
}

describe('seed content on an installation seeded before', () => {
  it('rewords every earlier seed text that editors left as it was, once', async () => {
    const site = earlierInstallation();
    expect(await applyContentRevisions(site.store, CONTENT_REVISIONS)).toBe(CONTENT_REVISIONS.length);
    const wordpress = seedPages.find((page) => page.slug === 'wordpress');
    expect(site.doc(CMS_COLLECTIONS.pages, 'slug', 'wordpress')).toMatchObject({
      title: wordpress?.title,
      intro: wordpress?.intro,
      content: richText(wordpress?.markdown ?? ''),
      meta: { ...wordpress?.seo, image: null },
    });
    const tutorial = seedTutorials.find((entry) => entry.slug === 'publish-designs-to-wordpress');
    expect(
      sameContent(
        site.doc(CMS_COLLECTIONS.tutorials, 'slug', 'publish-designs-to-wordpress').steps,
        tutorial?.steps,
      ),
    ).toBe(true);
    const post = seedPosts.find((entry) => entry.slug === 'presenting-pool-designs-to-close-sales');
    expect(site.doc(CMS_COLLECTIONS.posts, 'slug', post?.slug ?? '').content).toEqual(
      richText(post?.markdown ?? ''),
    );
    const banner = site.doc(CMS_COLLECTIONS.banners, 'message', seedBanner.message);
    expect(banner).toMatchObject({ linkUrl: seedBanner.linkUrl });
    const knowledge = site.assistant().knowledge as Content[];
    for (const row of knowledge) {
      const now = seedKnowledge.find((entry) => entry.question === row.question);
      expect(row).toMatchObject({ answer: now?.answer, url: now?.url, keywords: 'kept' });
      expect(row.id).toMatch(/^row-/);
    }
    site.writes.length = 0;
    expect(await applyContentRevisions(site.store, CONTENT_REVISIONS)).toBe(0);
    expect(site.writes).toEqual([]);
  });

  it('keeps what an editor changed, field by field and row by row', async () => {
    const site = earlierInstallation();
    const page = await site.store.findDocument(CMS_COLLECTIONS.pages, { slug: 'wordpress' });
    await site.store.updateDocument(CMS_COLLECTIONS.pages, page ?? {}, { intro: 'Our own words.' });
    const assistant = await site.store.findGlobal(CMS_GLOBALS.aiAssistant);
    const rows = (assistant.knowledge as Content[]).map((row) =>
      row.question === 'What are collections?' ? { ...row, answer: 'An editor’s answer.' } : row,
    );
    await site.store.updateGlobal(CMS_GLOBALS.aiAssistant, { knowledge: rows });
    const testimonial = await site.store.findDocument(CMS_COLLECTIONS.testimonials, {
      name: 'Greg Lindqvist',
    });
    await site.store.updateDocument(CMS_COLLECTIONS.testimonials, testimonial ?? {}, { content: 'Changed.' });

    await applyContentRevisions(site.store, CONTENT_REVISIONS);
    const wordpress = seedPages.find((entry) => entry.slug === 'wordpress');
    expect(site.doc(CMS_COLLECTIONS.pages, 'slug', 'wordpress')).toMatchObject({
      intro: 'Our own words.',
      title: wordpress?.title,
    });
    const knowledge = site.assistant().knowledge as Content[];
    expect(knowledge.find((row) => row.question === 'What are collections?')?.answer).toBe(
      'An editor’s answer.',
    );
    expect(knowledge.find((row) => row.question === 'How do I cancel my subscription?')?.url).toBe(
      seedKnowledge.find((entry) => entry.question === 'How do I cancel my subscription?')?.url,
    );
    expect(site.doc(CMS_COLLECTIONS.testimonials, 'name', 'Greg Lindqvist').content).toBe('Changed.');
    expect(site.doc(CMS_COLLECTIONS.testimonials, 'name', 'Sofia Martins').content).toBe(
      seedTestimonials.find((entry) => entry.name === 'Sofia Martins')?.content,
    );
  });

  it('leaves an installation alone that never had the earlier content', async () => {
    const empty: RevisionStore = {
      richText,
      findDocument: async () => null,
      updateDocument: async () => {
        throw new Error('no write expected');
      },
      findGlobal: async () => ({ knowledge: [] }),
      updateGlobal: async () => {
        throw new Error('no write expected');
      },
    };
    const revisions: readonly Revision[] = CONTENT_REVISIONS;
    expect(await applyContentRevisions(empty, revisions)).toBe(0);
  });
});

/** Features the product does not have yet, as content would describe them. */
const MISSING_FEATURES = [/change plans at any time/i];

/** Features the product has now, which content must not call missing. */
const PRESENT_FEATURES = [/wordpress|application password|poolscape plugin/i];

/** Every sentence the seed gives visitors and the assistant. */
function seededSentences(): string[] {
  const texts = [
    ...seedKnowledge.map((entry) => entry.answer),
    ...seedPages.flatMap((page) => [
      page.intro,
      page.markdown,
      ...(page.highlights ?? []).map((entry) => entry.text),
      ...(page.faqs ?? []).map((entry) => entry.answer),
    ]),
    ...seedTutorials.flatMap((tutorial) => [tutorial.summary, ...tutorial.steps.map((step) => step.detail)]),
    ...seedTestimonials.map((entry) => entry.content),
    ...seedPosts.map((post) => post.markdown),
    seedBanner.message,
  ];
  return texts.flatMap((text) => text.split(/(?<=[.!?:])\s+|\n+/)).filter(Boolean);
}

describe('seeded content', () => {
  it('describes no page or button the product does not have, except to say it is not there yet', () => {
    const promises = seededSentences().filter(
      (sentence) =>
        MISSING_FEATURES.some((feature) => feature.test(sentence)) &&
        !/\b(not|no|cannot)\b|n’t|n't/i.test(sentence),
    );
    expect(promises).toEqual([]);
  });

  it('does not call a feature missing once the product has it (WordPress publishing, the plugin)', () => {
    const denials = seededSentences().filter(
      (sentence) =>
        PRESENT_FEATURES.some((feature) => feature.test(sentence)) &&
        /\b(not available|not there|yet)\b|does not connect/i.test(sentence),
    );
    expect(denials).toEqual([]);
  });
});
