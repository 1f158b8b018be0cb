// Public collection pages through the real app and database: a public collection at its owner's
// address is a page with its own title, description and cover image, showing only the designs its
// owner shares; a private or unknown collection, or one asked for under someone else's address, is
// the site's not-found page.
import { randomUUID } from 'node:crypto';
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { useTestApp } from '@poolscape/tests/kit/test-app';
import { beforeAll, describe, expect, it } from 'vitest';

const ORIGIN = 'http://localhost:3000';
/** What Astro writes for site/pages/collection-share.astro, cut down to the parts that matter. */
const SHELL = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8">',
  '<title>%%SHARE_TITLE%% | Poolscape</title>',
  '<meta name="description" content="%%SHARE_DESCRIPTION%%">',
  `<link rel="canonical" href="${ORIGIN}/collection-share/">`,
  '<meta name="robots" content="noindex">',
  `<meta property="og:image" content="${ORIGIN}/%%SHARE_IMAGE%%">`,
  '<meta property="og:image:width" content="1200">',
  '<meta property="og:image:height" content="630">',
  '</head><body><h1>%%SHARE_TITLE%%</h1>',
  '<script type="application/json" id="share-data">%%SHARE_JSON%%</script>',
  '</body></html>',
].join('\n');

describe('public collection pages', () => {
  const test = useTestApp({ files: { 'collection-share/index.html': SHELL } });
  let owner: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    owner = await registerUser(test.app, test.db.pool);
  });

  /** A rendered design of the owner's with one image of `width` × 600. */
  async function design(name: string, visibility: 'private' | 'unlisted' | 'public', width: number) {
    const id = randomUUID();
    await test.db.pool.query(
      `insert into app.designs (id, user_id, name, visibility, photo_key, photo_width, photo_height, source)
       values ($1, $2, $3, $4, $5, ${width}, 600, '{"sampleId":"garden-small-fenced-yard"}')`,
      [id, owner.id, name, visibility, `designs/${id}/photo.png`],
    );
    const version = await test.db.pool.query<{ id: string }>(
      `insert into app.design_versions (design_id, number, options, corners, status, progress, images_charged)
       values ($1, 1, '{"style":"modern","features":[],"timeOfDay":"day","variations":1}',
               '[{"x":0.3,"y":0.6},{"x":0.7,"y":0.6},{"x":0.9,"y":0.9},{"x":0.1,"y":0.9}]', 'ready', 100, 1)
       returning id`,
      [id],
    );
    const image = await test.db.pool.query<{ id: string }>(
      `insert into app.design_images (design_id, version_id, variation, width, height, storage_prefix, engine, model)
       values ($1, $2, 1, ${width}, 600, $3, 'builtin', 'built-in renderer') returning id`,
      [id, version.rows[0]?.id, `designs/${id}/v1-1`],
    );
    return { id, imageId: image.rows[0]?.id as string };
  }

  async function collection(
    visibility: 'private' | 'public',
    designs: string[],
    cover: string | null = null,
  ) {
    const id = randomUUID();
    await test.db.pool.query(
      `insert into app.collections (id, user_id, name, description, visibility, cover_design_id)
       values ($1, $2, 'The <Smiths>', '', $3, $4)`,
      [id, owner.id, visibility, cover],
    );
    for (const [position, designId] of designs.entries())
      await test.db.pool.query(
        `insert into app.collection_designs (collection_id, design_id, position, note) values ($1, $2, $3, $4)`,
        [id, designId, position, `Note ${position + 1}`],
      );
    return id;
  }

  const page = (userId: string, collectionId: string) =>
    test.app.inject({ method: 'GET', url: `/profile/public/${userId}/collections/${collectionId}` });
  const shareData = (html: string) =>
    JSON.parse(
      html.match(/<script type="application\/json" id="share-data">([^<]*)<\/script>/)?.[1] ?? 'null',
    );

  it('shows a public collection with its cover as the share image and only the designs anyone may see', async () => {
    const shared = await design('Lagoon', 'unlisted', 900);
    const hidden = await design('Secret', 'private', 1000);
    const cover = await design('Infinity', 'public', 1100);
    const id = await collection('public', [shared.id, hidden.id, cover.id], cover.id);
    const response = await page(owner.id, id);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>The &#60;Smiths&#62; | Poolscape</title>');
    expect(html).toContain('content="2 pool designs, made with Poolscape."');
    expect(html).toContain(`href="${ORIGIN}/profile/public/${owner.id}/collections/${id}"`);
    expect(html).toContain(
      `<meta property="og:image" content="${ORIGIN}/api/images/${cover.imageId}/display">`,
    );
    expect(html).toContain('<meta property="og:image:width" content="1100">');
    expect(html).not.toContain('noindex');
    const data = shareData(html);
    expect(data.items.map((item: { name: string }) => item.name)).toEqual(['Lagoon', 'Infinity']);
    expect(data.items[0].note).toBe('Note 1');
    expect(html).not.toContain('Secret');
    // The owner keeps their profile private: no card.
    expect(data.owner).toBeNull();
    await test.db.pool.query(
      `update app.users set profile_public = true, company = 'Blue Pools' where id = $1`,
      [owner.id],
    );
    expect(shareData((await page(owner.id, id)).body).owner).toMatchObject({
      id: owner.id,
      company: 'Blue Pools',
    });
  });

  it('is the not-found page for a private or unknown collection, or under another address', async () => {
    const { id: designId } = await design('Lagoon', 'unlisted', 900);
    const privateOne = await collection('private', [designId]);
    const publicOne = await collection('public', [designId]);
    const other = await registerUser(test.app, test.db.pool);
    for (const [userId, collectionId] of [
      [owner.id, privateOne],
      [owner.id, randomUUID()],
      [other.id, publicOne],
      [owner.id, 'not-an-id'],
      ['not-a-user', publicOne],
    ] as const) {
      const response = await page(userId, collectionId);
      expect(response.statusCode, `${userId}/${collectionId}`).toBe(404);
      expect(response.body).not.toContain('The &#60;Smiths&#62;');
    }
    expect((await test.app.inject({ method: 'GET', url: '/collection-share/' })).statusCode).toBe(404);
  });
});
