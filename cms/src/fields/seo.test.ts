// The SEO plugin's suggestions: a title with the brand when it fits, a description cut at a sentence
// or a word to fit 160 characters, and the address the search result links to.
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.stubEnv('DATABASE_URL', 'postgres://cms@127.0.0.1:1/cms');
vi.stubEnv('PAYLOAD_SECRET', 'a-test-secret-that-is-long-enough-0123');
const { documentUrl, suggestDescription, suggestTitle } = await import('./seo.ts');
// The CMS's environment is read once per worker: whatever origin it has, the links start with it.
const { env } = await import('../env.ts');
// Test files share their worker (isolate: false): the next file must not see these.
afterAll(() => vi.unstubAllEnvs());

// The plugin hands each function the document and its collection (and more, unused here).
type Args = Parameters<typeof suggestTitle>[0];
const args = (doc: Record<string, unknown>, slug = 'posts') =>
  ({ doc, collectionConfig: { slug } }) as unknown as Args;

describe('search appearance suggestions', () => {
  it('adds the brand to a title that leaves room for it', () => {
    expect(suggestTitle(args({ title: 'Pool lighting ideas' }))).toBe('Pool lighting ideas | Poolscape');
    const long = 'How to choose between a saltwater and a chlorine pool in a hot climate';
    expect(suggestTitle(args({ title: long }))).toBe(long);
    expect(suggestTitle(args({}))).toBe('');
  });

  it('takes the excerpt, summary or introduction, whole sentences within 160 characters', () => {
    expect(suggestDescription(args({ excerpt: 'Short and sweet.' }))).toBe('Short and sweet.');
    expect(suggestDescription(args({ summary: 'A tutorial.' }, 'tutorials'))).toBe('A tutorial.');
    const sentences = `${'A first sentence that says enough about the post to stand alone. '.repeat(2)}And a third that runs on far past the limit of a search result's description.`;
    const cut = suggestDescription(args({ intro: sentences }, 'pages')) as string;
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('.')).toBe(true);
    const words = suggestDescription(args({ excerpt: 'word '.repeat(60) })) as string;
    expect(words.length).toBeLessThanOrEqual(161);
    expect(words.endsWith('…')).toBe(true);
  });

  it('links the result to the page the document is shown on', () => {
    expect(documentUrl(args({ slug: 'pool-lighting' }))).toBe(`${env.PUBLIC_URL}/blog/pool-lighting`);
    expect(documentUrl(args({ slug: 'first-design' }, 'tutorials'))).toBe(
      `${env.PUBLIC_URL}/tutorials#first-design`,
    );
    expect(documentUrl(args({ slug: 'about' }, 'pages'))).toBe(`${env.PUBLIC_URL}/about`);
  });
});
