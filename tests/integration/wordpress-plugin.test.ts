// The Poolscape WordPress plugin (wordpress-plugin/poolscape), run with the PHP CLI and without
// WordPress: the renderers escape everything the feed sends and render its contract (fixtures
// validated by the shared zod schemas); and the feed client caches, revalidates, falls back and
// forgets as the plugin promises. WordPress itself is stood in for by wordpress-plugin-stubs.php.
// How the plugin's files are written is checked by wordpress-plugin-standards.test.ts, and the plugin
// inside a real WordPress by wordpress-plugin-site.test.ts.
import { FeedDesignSchema, feedPageSchema } from '@poolscape/shared';
import { type ConfigData, HtmlValidate } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { design, ESCAPED, pages, RESOURCES, type Resource } from './wordpress-plugin-fixtures.ts';
import { phpJson } from './wordpress-plugin-php.ts';

const htmlConfig: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // WordPress writes void elements as <img />; HTML allows both.
    'void-style': 'off',
    // A fragment inside a page starts at the page's heading level, which this test cannot know.
    'heading-level': 'off',
    // Lists drawn without markers keep role="list": Safari's VoiceOver drops list semantics otherwise.
    'no-redundant-role': 'off',
  },
};

describe('the WordPress plugin’s renderers', () => {
  let html: Record<Resource, string>;
  beforeAll(() => {
    const calls = RESOURCES.map((resource) => ({
      fn: 'poolscape_render',
      args: [resource, pages[resource], {}],
    }));
    html = Object.fromEntries(
      phpJson<string[]>('wordpress-plugin-render.php', calls).map((out, i) => [RESOURCES[i], out]),
    ) as Record<Resource, string>;
  });

  it.each(RESOURCES)('%s: escapes the HTML in the feed’s text, and lets no script through', (resource) => {
    expect(html[resource]).toContain(ESCAPED);
    expect(html[resource]).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html[resource]).not.toContain('<script');
    expect(html[resource]).not.toContain('<b>');
    expect(html[resource]).not.toContain('javascript:');
  });

  it.each(RESOURCES)('%s: is valid HTML', async (resource) => {
    const report = await new HtmlValidate(htmlConfig).validateString(html[resource], resource);
    const problems = report.results.flatMap((result) =>
      result.messages.map((m) => `${m.ruleId}: ${m.message}`),
    );
    expect(problems).toEqual([]);
  });

  it('designs: before and after side by side, with captions, alt text, sizes and lazy loading', () => {
    const out = html.designs;
    expect(out).toContain('<figcaption>Before</figcaption>');
    expect(out).toContain('<figcaption>After</figcaption>');
    expect(out).toContain(`alt="${ESCAPED}&lt;script&gt;alert(1)&lt;/script&gt;, before"`);
    expect(out).toContain('alt="Lagoon &quot;Blue&quot;, after"');
    expect(out).toContain('src="https://cdn.poolscape.test/before.jpg?w=800&#038;h=600"');
    expect(out.match(/<img [^>]*width="800" height="600" loading="lazy"/g)).toHaveLength(4);
    expect(out).toContain(`<a href="https://poolscape.test/design/share/d1">${ESCAPED}`);
    // A design whose address is not a web address shows its name without a link.
    expect(out).toContain('<h3 class="poolscape-title">Lagoon &quot;Blue&quot;</h3>');
  });

  it('collections: the name linked, the description with its line breaks, the designs', () => {
    const out = html.collections;
    expect(out).toContain(`<a href="https://poolscape.test/profile/public/u1/collections/c1">${ESCAPED}`);
    expect(out).toContain(`Line one ${ESCAPED}&lt;script&gt;alert(1)&lt;/script&gt;<br />\nLine two`);
    expect(out).toContain('src="https://cdn.poolscape.test/after.jpg?w=800&#038;h=600"');
    expect(out).toContain('No designs in this collection yet.');
  });

  it('gallery: each picture with the design’s name and its owner, linked only when the owner has a page', () => {
    const out = html.gallery;
    expect(out).toContain(`by <a href="https://poolscape.test/profile/u1">Ann ${ESCAPED}`);
    expect(out).toContain('<span class="poolscape-owner">by Bob</span>');
    expect(out).toContain('<a href="https://poolscape.test/design-share/g2">Private owner</a>');
  });

  it('posts: picture, title linked, excerpt and the date in the site’s format', () => {
    const out = html.posts;
    expect(out).toContain(`<a href="https://poolscape.test/blog/p1">${ESCAPED}`);
    expect(out).toContain(`Excerpt ${ESCAPED}`);
    expect(out).toContain('<time datetime="2025-03-04T12:00:00.000Z">March 4, 2025</time>');
    expect(out).toContain('src="https://cdn.poolscape.test/p1.jpg"');
    expect(out.match(/<img /g)).toHaveLength(1);
  });

  it('tutorials: thumbnail, title linked, summary, level and length in minutes', () => {
    const out = html.tutorials;
    expect(out).toContain(`<a href="https://poolscape.test/tutorials/t1">${ESCAPED}`);
    expect(out).toContain('Beginner · 13 minutes');
    expect(out).toContain('Advanced · 1 minute<');
    expect(out).toContain(`Summary ${ESCAPED}`);
  });

  it('says so plainly when a feed is empty, and shows at most count items', () => {
    const out = phpJson<string[]>('wordpress-plugin-render.php', [
      ...RESOURCES.map((resource) => ({ fn: 'poolscape_render', args: [resource, [], { count: 6 }] })),
      { fn: 'poolscape_render', args: ['designs', pages.designs, { count: '1' }] },
    ]);
    expect(out.slice(0, 5)).toEqual([
      '<p class="poolscape poolscape-empty">No designs to show yet.</p>',
      '<p class="poolscape poolscape-empty">No collections to show yet.</p>',
      '<p class="poolscape poolscape-empty">No gallery designs to show yet.</p>',
      '<p class="poolscape poolscape-empty">No blog posts to show yet.</p>',
      '<p class="poolscape poolscape-empty">No tutorials to show yet.</p>',
    ]);
    expect(out[5]?.match(/<article /g)).toHaveLength(1);
  });

  it('clamps count to 1..50, and uses the default when count is not a number', () => {
    const cases: [unknown, number][] = [
      ['6', 6],
      [' 12 ', 12],
      ['0', 1],
      ['-4', 1],
      ['500', 50],
      [50, 50],
      ['7.9', 7],
      ['many', 3],
      [null, 3],
    ];
    const out = phpJson<number[]>(
      'wordpress-plugin-render.php',
      cases.map(([value]) => ({ fn: 'poolscape_clamp_count', args: [value, 3] })),
    );
    expect(out).toEqual(cases.map(([, expected]) => expected));
  });
});

interface Step {
  result: { status: string; page?: { items: unknown[] }; stale?: boolean; message?: string; ok?: boolean };
  requests: { url: string; args: { timeout: number; headers: Record<string, string> } }[];
  transients: Record<
    string,
    { value: { etag: string; body: string; fetched_at: number }; expiration: number }
  >;
}

describe('the WordPress plugin’s feed client', () => {
  const page = feedPageSchema(FeedDesignSchema).parse({
    items: [design],
    page: 1,
    perPage: 6,
    total: 1,
    totalPages: 1,
  });
  let out: Record<string, Step> & { defaultUrl: string; cleared: unknown; hooks: string[]; memo: Step };
  beforeAll(() => {
    out = phpJson('wordpress-plugin-feed.php', page);
  });
  const cached = (step: Step) => step.transients.poolscape_feed_designs_6?.value;

  it('does nothing until a key is saved, and takes the address from defaults.php', () => {
    expect(out.unconfigured?.result).toEqual({ status: 'unconfigured' });
    expect(out.unconfigured?.requests).toEqual([]);
    expect(out.defaultUrl).toBe('https://poolscape.test');
  });

  it('asks the feed with the key, and caches the answer with its ETag for a day', () => {
    const step = out.first as Step;
    expect(step.requests).toHaveLength(1);
    expect(step.requests[0]?.url).toBe('https://poolscape.test/api/feed/v1/designs?page=1&perPage=6');
    expect(step.requests[0]?.args.timeout).toBe(10);
    expect(step.requests[0]?.args.headers.Authorization).toBe(`Bearer psk_${'a'.repeat(43)}`);
    expect(step.requests[0]?.args.headers['If-None-Match']).toBeUndefined();
    expect(step.result).toEqual({ status: 'ok', page, stale: false });
    expect(cached(step)?.etag).toBe('"v1"');
    expect(JSON.parse(cached(step)?.body ?? 'null')).toEqual(page);
    expect(step.transients.poolscape_feed_designs_6?.expiration).toBe(86_400);
  });

  it('uses an answer younger than a minute without asking', () => {
    expect(out.fresh?.requests).toEqual([]);
    expect(out.fresh?.result.page).toEqual(page);
  });

  it('revalidates an older answer with If-None-Match; a 304 keeps it and resets its age', () => {
    const step = out.notModified as Step;
    expect(step.requests[0]?.args.headers['If-None-Match']).toBe('"v1"');
    expect(step.result).toEqual({ status: 'ok', page, stale: false });
    // It was made 61 seconds older before this step; the 304 dated it now again.
    expect(cached(step)?.fetched_at).toBeGreaterThanOrEqual(
      cached(out.first as Step)?.fetched_at ?? Infinity,
    );
  });

  it('shows the last answer when Poolscape fails or cannot be reached, and waits a minute to ask again', () => {
    expect(out.serverError?.result).toMatchObject({
      status: 'ok',
      page,
      stale: true,
      message: 'Down for maintenance.',
    });
    expect(out.afterError?.requests).toEqual([]);
    expect(out.networkError?.result).toMatchObject({ status: 'ok', page, stale: true });
    expect(out.networkError?.result.message).toContain('cURL error 28: timed out');
  });

  it('replaces the answer when the feed changed', () => {
    expect(out.changed?.result.page?.items).toEqual([]);
    expect(cached(out.changed as Step)?.etag).toBe('"v2"');
  });

  it('forgets the answer when the key is refused, and says why', () => {
    expect(out.refused?.result).toEqual({
      status: 'refused',
      message: 'This API key is not valid, or was revoked.',
    });
    expect(out.refused?.transients).toEqual([]);
  });

  it('has nothing to show when Poolscape fails with nothing cached, or answers with something else', () => {
    expect(out.noCacheServerError?.result).toEqual({
      status: 'unavailable',
      message: 'Poolscape answered with an error (HTTP 500). Try again in a minute.',
    });
    expect(out.notFeed?.result.status).toBe('unavailable');
    expect(out.notFeed?.result.message).toContain('not with Poolscape’s feed');
    expect(out.notFeed?.transients).toEqual([]);
  });

  it('asks once per page view for the same resource and count', () => {
    expect(out.memo.requests).toHaveLength(1);
    expect(out.memo.transients.poolscape_feed_gallery_12).toBeDefined();
  });

  it('clears every cached answer when the address or key is saved', () => {
    expect(out.cleared).toEqual([]);
    expect(out.hooks).toEqual([
      'add_option_poolscape_api_url',
      'update_option_poolscape_api_url',
      'add_option_poolscape_api_key',
      'update_option_poolscape_api_key',
    ]);
  });

  it('tests the connection by counting the public designs, or says what went wrong', () => {
    expect(out.testOk?.result).toEqual({ ok: true, message: 'Connected: 4 public designs.' });
    expect(out.testOk?.requests[0]?.url).toBe('https://poolscape.test/api/feed/v1/designs?page=1&perPage=1');
    expect(out.testRefused?.result).toEqual({
      ok: false,
      message: 'This API key is not valid, or was revoked.',
    });
    expect(out.testLimited?.result).toEqual({
      ok: false,
      message: 'Too many requests. Try again in a minute.',
    });
    expect(out.testMissing?.result.message).toBe(
      'There is no Poolscape feed at that address. Check the Poolscape address.',
    );
  });
});
