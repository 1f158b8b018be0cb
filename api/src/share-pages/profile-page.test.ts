// A member's public profile page through the real app and database: while the profile is public,
// /profile/public/{id} and /profile/{id} are a page with the member's own title, description,
// share image and canonical address (the one that answers), indexable; a private, closed or unknown
// member's address is the site's not-found page.
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { useTestApp } from '@poolscape/tests/kit/test-app';
import { describe, expect, it } from 'vitest';

const ORIGIN = 'http://localhost:3000';
/** What Astro writes for site/pages/public-profile.astro, cut down to the parts that matter. */
const SHELL = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8">',
  '<title>%%SHARE_TITLE%% | Poolscape</title>',
  '<meta name="description" content="%%SHARE_DESCRIPTION%%">',
  `<link rel="canonical" href="${ORIGIN}/public-profile/">`,
  `<meta property="og:url" content="${ORIGIN}/public-profile/">`,
  '<meta name="robots" content="noindex">',
  `<meta property="og:image" content="${ORIGIN}/%%SHARE_IMAGE%%">`,
  '<meta property="og:image:width" content="1200">',
  '<meta property="og:image:height" content="630">',
  '</head><body><div id="profile"></div>',
  '<script type="application/json" id="share-data">%%SHARE_JSON%%</script>',
  '</body></html>',
].join('\n');

describe('public profile pages', () => {
  const test = useTestApp({ files: { 'public-profile/index.html': SHELL } });
  const page = (path: string) => test.app.inject({ method: 'GET', url: path });

  it('fills the page with the member while the profile is public, and is indexable', async () => {
    const member = await registerUser(test.app, test.db.pool);
    await test.db.pool.query(
      `update app.users set first_name = 'Dana', last_name = 'Builder <b>', company = 'Blue & Water Pools',
         role = 'contractor', profile_public = true where id = $1`,
      [member.id],
    );
    for (const path of [`/profile/public/${member.id}`, `/profile/${member.id}`]) {
      const response = await page(path);
      expect(response.statusCode, path).toBe(200);
      const html = response.body;
      expect(html).toContain('<title>Dana Builder &#60;b&#62; | Poolscape</title>');
      expect(html).toContain(
        'content="Dana Builder &#60;b&#62;, contractor at Blue &#38; Water Pools: pool designs made with Poolscape."',
      );
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/profile/public/${member.id}">`);
      expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/og-image.jpg">`);
      expect(html).not.toContain('noindex');
      expect(html).not.toContain('%%SHARE');
      expect(response.headers['content-security-policy']).toBeTruthy();
    }
    // The canonical address answers.
    expect((await page(`/profile/public/${member.id}`)).statusCode).toBe(200);

    // With an avatar, the avatar is the share image, at its size.
    await test.db.pool.query(`update app.users set avatar_url = '/uploads/avatars/dana.webp' where id = $1`, [
      member.id,
    ]);
    const withAvatar = (await page(`/profile/public/${member.id}`)).body;
    expect(withAvatar).toContain(`<meta property="og:image" content="${ORIGIN}/uploads/avatars/dana.webp">`);
    expect(withAvatar).toContain('<meta property="og:image:width" content="256">');
  });

  it('is the not-found page for a private, closed or unknown member', async () => {
    const member = await registerUser(test.app, test.db.pool);
    expect((await page(`/profile/public/${member.id}`)).statusCode).toBe(404);
    await test.db.pool.query(
      'update app.users set profile_public = true, disabled_at = now() where id = $1',
      [member.id],
    );
    expect((await page(`/profile/public/${member.id}`)).statusCode).toBe(404);
    expect((await page('/profile/public/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await page('/profile/public/not-an-id')).statusCode).toBe(404);
    expect((await page('/public-profile/')).statusCode).toBe(404);
  });
});
