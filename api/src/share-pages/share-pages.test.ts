// Shared design pages through the real app and database: what a link preview or a visitor gets
// for unlisted, public, private and unknown designs, and that nothing a user typed can break out
// of the page.
import { randomUUID } from 'node:crypto';
import { NOT_FOUND } from '@poolscape/shared';
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { useTestApp } from '@poolscape/tests/kit/test-app';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeSharedDesign, fillShell, type SharedDesign } from './design-page.ts';
import { escapeHtml, jsonForScript, prepareShell } from './shell.ts';

const ORIGIN = 'http://localhost:3000';

/** What Astro writes for site/pages/design-share.astro, cut down to the parts that matter here. */
const SHELL = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8">',
  '<title>%%SHARE_TITLE%% | Poolscape</title>',
  '<meta name="description" content="%%SHARE_DESCRIPTION%%">',
  `<link rel="canonical" href="${ORIGIN}/design-share/">`,
  '<meta name="robots" content="noindex">',
  '<meta property="og:title" content="%%SHARE_TITLE%% | Poolscape">',
  `<meta property="og:url" content="${ORIGIN}/design-share/">`,
  `<meta property="og:image" content="${ORIGIN}/%%SHARE_IMAGE%%">`,
  '<meta property="og:image:width" content="1200">',
  '<meta property="og:image:height" content="630">',
  '<meta name="twitter:card" content="summary_large_image">',
  `<meta name="twitter:image" content="${ORIGIN}/%%SHARE_IMAGE%%">`,
  '</head><body><h1>%%SHARE_TITLE%%</h1><p>%%SHARE_DESCRIPTION%%</p>',
  '<astro-island props="{&quot;photoUrl&quot;:[0,&quot;%%SHARE_PHOTO%%&quot;],&quot;renderUrl&quot;:[0,&quot;%%SHARE_RENDER%%&quot;]}">',
  '<img src="%%SHARE_RENDER%%"></astro-island>',
  '<script type="application/json" id="share-data">%%SHARE_JSON%%</script>',
  '</body></html>',
].join('\n');

const OPTIONS = { style: 'natural', features: ['waterfalls', 'lighting'], timeOfDay: 'dusk', variations: 2 };
const CORNERS = [
  { x: 0.3, y: 0.6 },
  { x: 0.7, y: 0.6 },
  { x: 0.9, y: 0.9 },
  { x: 0.1, y: 0.9 },
];

function meta(html: string, attribute: 'property' | 'name', key: string): string | null {
  const match = html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`));
  return match?.[1] ?? null;
}

describe('shared design pages', () => {
  const test = useTestApp({ files: { 'design-share/index.html': SHELL } });
  let ownerId: string;

  beforeAll(async () => {
    ownerId = (await registerUser(test.app, test.db.pool)).id;
  });

  /** A design with versions: each `[status, variations rendered]`, oldest first. */
  async function design(
    name: string,
    visibility: 'private' | 'unlisted' | 'public',
    versions: [string, number][] = [['ready', 2]],
  ): Promise<{ id: string; images: string[][] }> {
    const id = randomUUID();
    await test.db.pool.query(
      `insert into app.designs (id, user_id, name, visibility, photo_key, photo_width, photo_height, source)
       values ($1, $2, $3, $4, $5, 1200, 800, '{"sampleId":"garden-small-fenced-yard"}')`,
      [id, ownerId, name, visibility, `designs/${id}/photo.png`],
    );
    const images: string[][] = [];
    for (const [index, [status, rendered]] of versions.entries()) {
      const version = await test.db.pool.query<{ id: string }>(
        `insert into app.design_versions (design_id, number, options, corners, status, progress, images_charged)
         values ($1, $2, $3, $4, $5, $6, 2) returning id`,
        [
          id,
          index + 1,
          JSON.stringify(OPTIONS),
          JSON.stringify(CORNERS),
          status,
          status === 'ready' ? 100 : 40,
        ],
      );
      const ids: string[] = [];
      for (let variation = 1; variation <= rendered; variation++) {
        const image = await test.db.pool.query<{ id: string }>(
          `insert into app.design_images
             (design_id, version_id, variation, width, height, storage_prefix, engine, model)
           values ($1, $2, $3, 1200, 800, $4, 'builtin', 'built-in renderer') returning id`,
          [id, version.rows[0]?.id, variation, `designs/${id}/v${index + 1}-${variation}`],
        );
        ids.push(image.rows[0]?.id ?? '');
      }
      images.push(ids);
    }
    return { id, images };
  }

  it('serves an unlisted design at both addresses with its render as the share image', async () => {
    const { id, images } = await design('Smith backyard', 'unlisted');
    for (const url of [`/design/share/${id}`, `/design-share/${id}`]) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const html = response.body;
      expect(html).toContain('<title>Smith backyard | Poolscape</title>');
      expect(html).toContain('<h1>Smith backyard</h1>');
      expect(meta(html, 'property', 'og:title')).toBe('Smith backyard | Poolscape');
      const image = `${ORIGIN}/api/images/${images[0]?.[0]}/display`;
      expect(meta(html, 'property', 'og:image')).toBe(image);
      expect(meta(html, 'name', 'twitter:image')).toBe(image);
      expect(meta(html, 'property', 'og:image:width')).toBe('1200');
      expect(meta(html, 'property', 'og:image:height')).toBe('800');
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
      // One canonical address, whichever of the two was asked for.
      expect(meta(html, 'property', 'og:url')).toBe(`${ORIGIN}/design/share/${id}`);
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/design/share/${id}">`);
      expect(meta(html, 'name', 'description')).toBe(
        'A natural pool at dusk with waterfalls and lighting, designed with Poolscape. Compare the backyard before and after.',
      );
      expect(html).toContain(`<img src="/api/images/${images[0]?.[0]}/display">`);
      expect(html).toContain(`&quot;photoUrl&quot;:[0,&quot;/api/designs/${id}/photo&quot;]`);
      expect(html).not.toMatch(/%%SHARE_/);
      // Unlisted: for people with the link, not for search engines.
      expect(meta(html, 'name', 'robots')).toBe('noindex');
      expect(response.headers['content-security-policy']).toContain("script-src 'self' 'sha256-fixture'");
      expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('lists every variation of the newest finished version in the page’s data', async () => {
    const { id, images } = await design('Three versions', 'public', [
      ['ready', 1],
      ['ready', 2],
      ['rendering', 0],
    ]);
    const html = (await test.app.inject({ method: 'GET', url: `/design/share/${id}` })).body;
    const data = JSON.parse(
      html.match(/<script type="application\/json" id="share-data">([^<]*)<\/script>/)?.[1] ?? '',
    );
    expect(data).toMatchObject({
      name: 'Three versions',
      photo: { url: `/api/designs/${id}/photo`, width: 1200, height: 800 },
    });
    expect(data.images.map((image: { id: string }) => image.id)).toEqual(images[1]);
    // Public: search engines may list it.
    expect(meta(html, 'name', 'robots')).toBeNull();
  });

  it('shows the photo when nothing is rendered yet', async () => {
    const { id } = await design('Still rendering', 'unlisted', [['rendering', 0]]);
    const html = (await test.app.inject({ method: 'GET', url: `/design/share/${id}` })).body;
    expect(meta(html, 'property', 'og:image')).toBe(`${ORIGIN}/api/designs/${id}/photo`);
  });

  it('answers a private, unknown or malformed design with the not-found page and 404', async () => {
    const { id } = await design('Secret yard', 'private');
    for (const url of [
      `/design/share/${id}`,
      `/design-share/${id}`,
      `/design/share/${randomUUID()}`,
      '/design/share/not-a-uuid',
      "/design/share/1'%20or%201=1",
      '/design-share',
      '/design-share/',
    ]) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain(NOT_FOUND.heading);
      expect(response.body, url).not.toContain('Secret yard');
      expect(response.body, url).not.toContain('%%SHARE_');
    }
  });

  it('keeps whatever a user typed as a name from breaking out of the page', async () => {
    const name = `</title><script>alert(1)</script>" onload="x' %%SHARE_JSON%% </script>`;
    const { id } = await design(name, 'unlisted');
    const html = (await test.app.inject({ method: 'GET', url: `/design/share/${id}` })).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(
      '&#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#34; onload=&#34;x&#39;',
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const data = JSON.parse(html.match(/id="share-data">([^<]*)<\/script>/)?.[1] ?? '');
    expect(data.name).toBe(name);
  });

  it('follows a design made private after it was shared', async () => {
    const { id } = await design('Changed my mind', 'public');
    expect((await test.app.inject({ method: 'GET', url: `/design/share/${id}` })).statusCode).toBe(200);
    await test.db.pool.query("update app.designs set visibility = 'private' where id = $1", [id]);
    expect((await test.app.inject({ method: 'GET', url: `/design/share/${id}` })).statusCode).toBe(404);
  });
});

describe('filling the shell', () => {
  const shared: SharedDesign = {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'A & B',
    visibility: 'unlisted',
    photo: { url: '/api/designs/x/photo', width: 10, height: 5 },
    options: null,
    images: [],
    videos: [],
  };

  it('escapes the five characters that matter in HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });

  it('writes JSON that cannot close its script element', () => {
    const text = jsonForScript({ name: '</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><!-- & \u2028' });
  });

  it('replaces the layout’s absolute shell addresses with the design’s', () => {
    const prepared = prepareShell(SHELL);
    expect(prepared).toContain('<link rel="canonical" href="%%SHARE_URL%%">');
    expect(prepared).toContain('<meta property="og:image" content="%%SHARE_IMAGE%%">');
    expect(prepared).toContain('<meta property="og:image:width" content="%%SHARE_IMAGE_WIDTH%%">');
    const html = fillShell(prepared, shared, 'https://poolscape.example');
    expect(html).toContain('<title>A &#38; B | Poolscape</title>');
    expect(html).toContain(
      'content="https://poolscape.example/design/share/00000000-0000-4000-8000-000000000001"',
    );
  });

  it('adds the Open Graph video of a design with a finished video, and no video tags without one', () => {
    const prepared = prepareShell(SHELL);
    expect(fillShell(prepared, shared, 'https://poolscape.example')).not.toContain('og:video');
    const html = fillShell(
      prepared,
      {
        ...shared,
        videos: [
          {
            id: 'v1',
            url: '/api/videos/v1/file',
            posterUrl: '/api/videos/v1/poster',
            width: 1080,
            height: 1920,
            label: 'Before and after reveal, Story 9:16',
          },
        ],
      },
      'https://poolscape.example',
    );
    expect(meta(html, 'property', 'og:video')).toBe('https://poolscape.example/api/videos/v1/file');
    expect(meta(html, 'property', 'og:video:secure_url')).toBe(
      'https://poolscape.example/api/videos/v1/file',
    );
    expect(meta(html, 'property', 'og:video:type')).toBe('video/mp4');
    expect(meta(html, 'property', 'og:video:width')).toBe('1080');
    expect(meta(html, 'property', 'og:video:height')).toBe('1920');
    expect(html.indexOf('og:video')).toBeLessThan(html.indexOf('</head>'));
  });

  it('describes a design by its options, or plainly before it is rendered', () => {
    expect(describeSharedDesign(shared)).toBe(
      'A pool design made with Poolscape. Compare the backyard before and after.',
    );
    expect(
      describeSharedDesign({
        ...shared,
        options: {
          style: 'infinity',
          features: [],
          timeOfDay: 'night',
          modelingStyle: 'photoreal',
          variations: 1,
        },
      }),
    ).toBe('An infinity pool at night, designed with Poolscape. Compare the backyard before and after.');
  });
});
