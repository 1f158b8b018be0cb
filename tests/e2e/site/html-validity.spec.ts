// Every page the product serves from its pre-rendered site is valid HTML: each page of the sitemap,
// the unlisted sign-in and diagnostics pages, the signed-in app's shell, a gallery hostname's
// landing page, a shared design, a public profile and the not-found page, as the server sends
// them, checked by html-validate's recommended rules.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { isListedPage } from '@poolscape/shared/routes';
import { type ConfigData, HtmlValidate } from 'html-validate';
import { createDesignByApi, signIn, waitForRenders } from '../helpers/designs.ts';
import { PUBLIC_PAGE_PATHS } from '../helpers/public-pages.ts';
import { GALLERY_HOST } from '../helpers/site-content.ts';
import { sitemapUrls } from '../helpers/sitemaps.ts';

const config: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // React's server renderer writes some attribute names in camelCase (noValidate,
    // autoComplete). Attribute names are case-insensitive in HTML, so both spellings are valid.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React writes void elements as <input/>, Astro as <input>; HTML allows both.
    'void-style': 'off',
    // React writes boolean attributes with an empty value (required=""), which HTML defines as
    // the same as the bare attribute.
    'attribute-boolean-style': 'off',
    // Lists drawn without markers keep role="list" on purpose: Safari's VoiceOver stops
    // announcing a list as a list once its markers are styled away.
    'no-redundant-role': 'off',
    // A page's title is the editor's title followed by the brand, as the spec has it, so its
    // length is the editor's choice.
    'long-title': 'off',
    // The landing page's demo videos play by themselves, muted, as the spec has them (the test
    // below checks that every video that plays by itself is muted); sound may never autoplay.
    'no-autoplay': ['error', { include: ['audio'] }],
    // Geometry that depends on the content stays inline: a video box's aspect ratio from the
    // video's size, and the before/after divider's position.
    'no-inline-style': ['error', { allowedProperties: ['display', 'aspect-ratio', 'clip-path', 'left'] }],
  },
};

/** The unlisted pages every visitor can open (see UNLISTED_PAGE_PATHS), and the app's shell. */
const UNLISTED_PAGES = [
  ...PUBLIC_PAGE_PATHS.filter((path) => !isListedPage(path)),
  '/test-page/media',
  '/dashboard',
];

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  return (await sitemapUrls(request)).map((url) => new URL(url).pathname);
}

/** Problems html-validate finds in a page, one line each, plus any video that autoplays with sound. */
async function problemsIn(validator: HtmlValidate, html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name);
  const problems = report.results.flatMap((result) =>
    result.messages.map(
      (message) =>
        `${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector})`,
    ),
  );
  for (const video of html.match(/<video\b[^>]*>/g) ?? []) {
    if (/\sautoplay\b/.test(video) && !/\smuted\b/.test(video))
      problems.push(`a video autoplays with sound: ${video}`);
  }
  return problems;
}

test('every page served from the pre-rendered site is valid HTML', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const validator = new HtmlValidate(config);
  const check = async (
    name: string,
    response: { status(): number; text(): Promise<string> },
    status = 200,
  ) => {
    await test.step(name, async () => {
      expect(response.status(), name).toBe(status);
      expect.soft(await problemsIn(validator, await response.text(), name), name).toEqual([]);
    });
  };

  const listed = await sitemapPaths(request);
  expect(listed).toEqual(expect.arrayContaining(['/', '/blog/', '/gallery/', '/tutorials/', '/support/']));
  for (const path of [...listed, ...UNLISTED_PAGES]) await check(path, await request.get(path));
  await check('not found', await request.get('/no-such-page-here'), 404);

  const gallery = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { host: GALLERY_HOST } });
  try {
    await check(`/ on ${GALLERY_HOST}`, await gallery.get('/'));
  } finally {
    await gallery.dispose();
  }

  // A design shared by its owner, and the owner's public profile.
  const account = await signIn(page);
  const design = await createDesignByApi(page.request, account, { name: 'Valid markup' });
  await waitForRenders(page.request, account, [design.id]);
  const shared = await page.request.patch(`/api/designs/${design.id}`, {
    headers: account.auth,
    data: { visibility: 'public' },
  });
  expect(shared.status()).toBe(200);
  await check('a shared design', await request.get(`/design/share/${design.id}`));
  const profile = await page.request.patch('/api/profile', {
    headers: account.auth,
    data: { profilePublic: true },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  await check('a public profile', await request.get(`/profile/${account.id}`));
});
