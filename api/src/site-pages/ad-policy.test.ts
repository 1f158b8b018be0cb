// The Content-Security-Policy of the site's pages when ad slots are in play: a page the build lists
// as showing a slot lets in the ad network's origins and nothing more; every other page, every page
// of a build whose slots are all off, and the signed-in app keep exactly the site's policy.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AD_PAGES_PATH } from '@poolscape/shared/ad-slots';
import { createTestApp, useTestApp } from '@poolscape/tests/kit/test-app';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { sitePolicy } from '../plugins/security-headers.ts';
import { readAdPages } from '../site-builds/ad-pages.ts';
import { ADSENSE_SOURCES, pagePolicy } from './ad-policy.ts';

const hashes = { scripts: ['sha256-fixture'], styles: [] };
const AD_HOST = 'https://pagead2.googlesyndication.com';
const adList = (pages: string[]) => JSON.stringify({ network: 'adsense', pages });
const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

/** The site's policy as it was before ad slots existed, written out. */
const TODAY =
  "default-src 'self'; script-src 'self' 'sha256-fixture'; style-src 'self'; style-src-attr 'unsafe-inline'; " +
  "img-src 'self' data: blob:; font-src 'self'; media-src 'self' blob:; connect-src 'self'; " +
  'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com; ' +
  "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

describe('the policy of a page', () => {
  it('is today’s policy, to the character, for a page without a slot', () => {
    expect(sitePolicy(hashes, false)).toBe(TODAY);
    expect(pagePolicy({ root: '/x', hashes }, 'blog/index.html', false)).toBe(TODAY);
    const build = { root: '/x', hashes, adPages: new Set(['blog/first-post/index.html']) };
    expect(pagePolicy(build, 'blog/index.html', false)).toBe(TODAY);
    expect(pagePolicy(build, 'blog/index.html', true)).toBe(sitePolicy(hashes, true));
  });

  it('adds exactly the ad network’s origins, each to its directive, for a page with a slot', () => {
    const build = { root: '/x', hashes, adPages: new Set(['blog/first-post/index.html']) };
    const policy = pagePolicy(build, 'blog/first-post/index.html', false);
    const directives = { script: 'script-src', img: 'img-src', frame: 'frame-src', connect: 'connect-src' };
    for (const [kind, name] of Object.entries(directives)) {
      const before = directive(TODAY, name);
      const sources = ADSENSE_SOURCES[kind as keyof typeof directives];
      expect(directive(policy, name)).toBe(`${before} ${sources.join(' ')}`);
    }
    expect(directive(policy, 'script-src')).toContain(AD_HOST);
    // Exact origins only (no wildcard, no scheme, no keyword), and the other directives as they were.
    for (const source of Object.values(ADSENSE_SOURCES).flat())
      expect(source).toMatch(/^https:\/\/[a-z0-9.-]+$/);
    const untouched = (text: string) =>
      text
        .split('; ')
        .filter((part) => !Object.values(directives).some((name) => part.startsWith(`${name} `)));
    expect(untouched(policy)).toEqual(untouched(TODAY));
  });

  it('lets the ad network in exactly where the build says a slot shows, whatever the path', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { maxLength: 5 }), fc.string(), (listed, file) => {
        const build = { root: '/x', hashes, adPages: new Set(listed) };
        expect(pagePolicy(build, file, false).includes(AD_HOST)).toBe(listed.includes(file));
      }),
    );
  });
});

describe('the build’s list of pages with a slot', () => {
  const root = mkdtempSync(join(tmpdir(), 'ad-list-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (text: string) => {
    mkdirSync(join(root, 'data'), { recursive: true });
    writeFileSync(join(root, AD_PAGES_PATH), text);
  };

  it('is empty for a build without one or with one that cannot be read', () => {
    expect(readAdPages(join(root, 'missing'))).toEqual(new Set());
    write('{not json');
    expect(readAdPages(root)).toEqual(new Set());
    write(JSON.stringify({ network: 'other', pages: ['blog/index.html'] }));
    expect(readAdPages(root)).toEqual(new Set());
  });

  it('never names the signed-in app, whatever it says', () => {
    write(adList(['blog/index.html', 'app-shell/index.html']));
    expect(readAdPages(root)).toEqual(new Set(['blog/index.html']));
  });
});

describe('served pages', () => {
  const slotPage =
    '<!doctype html><title>First</title><h1>First post</h1><aside data-ad-network="adsense" hidden></aside>';
  const test = useTestApp({
    files: {
      'blog/first-post/index.html': slotPage,
      [AD_PAGES_PATH]: adList(['blog/first-post/index.html', 'app-shell/index.html']),
    },
  });
  const policyOf = async (url: string, app = test.app) =>
    (await app.inject({ method: 'GET', url })).headers['content-security-policy'] as string;

  it('widen the policy of the page with a slot, and of no other page', async () => {
    expect(directive(await policyOf('/blog/first-post'), 'script-src')).toContain(AD_HOST);
    expect(directive(await policyOf('/blog/first-post/'), 'frame-src')).toContain(
      'https://googleads.g.doubleclick.net',
    );
    for (const url of ['/', '/blog', '/no-such-page', '/dashboard', '/admin/adsense']) {
      const policy = await policyOf(url);
      expect(policy, url).toBe(TODAY);
      expect(policy, url).not.toContain('googlesyndication');
    }
  });

  it('keep today’s policy everywhere when every slot is off (the build lists no page)', async () => {
    const off = await createTestApp(test.db.pool, { files: { [AD_PAGES_PATH]: adList([]) } });
    try {
      for (const url of ['/', '/blog', '/blog/first-post'])
        expect(await policyOf(url, off.app), url).toBe(TODAY);
    } finally {
      await off.close();
    }
  });
});
