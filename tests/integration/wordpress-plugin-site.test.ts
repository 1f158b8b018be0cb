// The Poolscape WordPress plugin inside a real WordPress (Debian's, on loopback, started for this
// file by tests/kit/wordpress): the zip Poolscape serves, unpacked by WordPress's own unzip_file() and
// activated; its five blocks registered from their block.json files, as WordPress's REST API lists
// them (API version 3, dynamic, rendered on the server); the editor's preview (the block-renderer
// endpoint ServerSideRender calls) and a published page with blocks and a shortcode, read from a
// stand-in Poolscape feed on loopback, with everything the feed sends escaped.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@poolscape/api/net/free-port';
import { pluginZip } from '@poolscape/api/wordpress/plugin-zip';
import { type RunningWordPress, startWordPress } from '@poolscape/tests/kit/wordpress/wordpress';
import { phpString } from '@poolscape/tests/kit/wordpress/wordpress-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESCAPED, pages, RESOURCES, type Resource } from './wordpress-plugin-fixtures.ts';

const KEY = `psk_${'k'.repeat(43)}`;

/** Poolscape's feed as the plugin reads it: the fixtures' pages, only for the right key. */
function startFeed(): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://feed');
    const resource = /^\/api\/feed\/v1\/(\w+)$/.exec(url.pathname)?.[1] as Resource | undefined;
    if (request.headers.authorization !== `Bearer ${KEY}`) {
      response.writeHead(401, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ error: 'This API key is not valid, or was revoked.' }));
    }
    if (!resource || !(resource in pages)) return response.writeHead(404).end();
    const perPage = Number(url.searchParams.get('perPage') ?? 20);
    const items = pages[resource];
    response.writeHead(200, { 'content-type': 'application/json', etag: `"${resource}-1"` });
    response.end(
      JSON.stringify({
        items: items.slice(0, perPage),
        page: 1,
        perPage,
        total: items.length,
        totalPages: 1,
      }),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

type BlockType = Record<string, unknown> & { attributes: { count: { default: number } } };

describe('the WordPress plugin in a real WordPress', () => {
  let wordpress: RunningWordPress;
  let feed: Server;
  let folder: string;
  let adminPassword: string;
  const asAdmin = (path: string) => wordpress.rest(path, { user: 'admin', appPassword: adminPassword });

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'poolscape-wp-plugin-'));
    feed = await startFeed();
    wordpress = await startWordPress({
      dir: join(folder, 'site'),
      port: await freePort(),
      notWordPressPort: await freePort(),
    });
    adminPassword = await wordpress.createApplicationPassword('admin');
    const zip = join(folder, 'poolscape.zip');
    const feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}`;
    writeFileSync(zip, pluginZip(feedUrl));
    // Installed the way Plugins → Add New → Upload does it: WordPress's unzip_file(), then activation.
    const installed = await wordpress.php(`require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
WP_Filesystem();
$unzipped = unzip_file(${phpString(zip)}, WP_PLUGIN_DIR);
if (is_wp_error($unzipped)) { fwrite(STDERR, $unzipped->get_error_message()); exit(1); }
$activated = activate_plugin('poolscape/poolscape.php');
if (is_wp_error($activated)) { fwrite(STDERR, $activated->get_error_message()); exit(1); }
update_option('poolscape_api_key', ${phpString(KEY)});
echo "\\ninstalled";`);
    expect(installed.trim().split('\n').at(-1)).toBe('installed');
  }, 180_000);
  afterAll(async () => {
    await wordpress?.stop();
    await new Promise((resolve) => feed?.close(resolve));
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('lists the five blocks in the REST API as registered from block.json: API version 3, rendered on the server', async () => {
    for (const resource of RESOURCES) {
      const response = await asAdmin(`/wp/v2/block-types/poolscape/${resource}`);
      expect(response.status, resource).toBe(200);
      const block = (await response.json()) as BlockType;
      expect(block, resource).toMatchObject({
        name: `poolscape/${resource}`,
        api_version: 3,
        title: expect.stringMatching(/^Poolscape /),
        category: 'poolscape',
        is_dynamic: true,
        editor_script_handles: ['poolscape-blocks'],
        style_handles: ['poolscape'],
      });
      expect(block.attributes.count.default, resource).toBeGreaterThan(0);
    }
    const all = (await (await asAdmin('/wp/v2/block-types/poolscape')).json()) as BlockType[];
    expect(all.map((block) => block.name).sort()).toEqual(RESOURCES.map((r) => `poolscape/${r}`).sort());
  });

  it('previews a block in the editor with the server’s rendering, in its wrapper, escaped', async () => {
    const response = await asAdmin(
      '/wp/v2/block-renderer/poolscape/designs?context=edit&attributes%5Bcount%5D=1',
    );
    expect(response.status).toBe(200);
    const { rendered } = (await response.json()) as { rendered: string };
    expect(rendered).toMatch(/^<div class="wp-block-poolscape-designs">/);
    expect(rendered).toContain(ESCAPED);
    expect(rendered).not.toContain('<script');
    expect(rendered.match(/<article /g)).toHaveLength(1);
  });

  it('shows blocks and a shortcode on a published page, with the stylesheet, and nothing the feed sends unescaped', async () => {
    const id = await wordpress.php(`echo wp_insert_post(array(
  'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Our pools',
  'post_content' => '<!-- wp:poolscape/gallery {"count":2,"align":"wide"} /-->' . "\\n\\n"
    . '<!-- wp:poolscape/tutorials /-->' . "\\n\\n" . '[poolscape_posts count="1"]',
));`);
    const page = await fetch(`${wordpress.url}/?page_id=${id.trim()}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(
      /<div class="(alignwide wp-block-poolscape-gallery|wp-block-poolscape-gallery alignwide)">/,
    );
    expect(html).toContain('<div class="wp-block-poolscape-tutorials">');
    expect(html).toContain('https://poolscape.test/blog/p1');
    expect(html).toMatch(/<link[^>]+poolscape\/assets\/poolscape\.css/);
    expect(html).toContain(ESCAPED);
    expect(html).not.toContain('<b>Bold</b>');
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('describes each block on the settings page with the words of its block.json', async () => {
    const out = await wordpress.php("echo poolscape_block_description('designs');");
    expect(out.trim()).toBe('Your public designs, each with its before and after pictures side by side.');
  });
});
