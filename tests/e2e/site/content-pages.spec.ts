// The standing pages edited in the CMS (about, privacy, terms, support, AI pool design, WordPress):
// each shows its published content, in an accessible outline, without any script of its own.
import { expect, type Page, test } from '@playwright/test';
import {
  headingsOf,
  jsonLdOf,
  publishedPage,
  publishedTutorials,
  readHead,
  siteSettings,
} from '../helpers/site-content.ts';

const STANDING_PAGES = ['about', 'privacy', 'terms', 'support', 'ai-pool-design', 'wordpress'] as const;

/** Levels of the headings in the page's main content, in document order. */
async function headingLevels(page: Page): Promise<number[]> {
  return page
    .locator('main')
    .evaluate((main) =>
      [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1])),
    );
}

/** Module scripts a page loads (by address, or by content when inline). */
/**
 * The scripts `path` runs, but the line that switches on the whole stylesheet of a page rendered on
 * demand (site/lib/build/page-styles.ts), which pre-rendered pages such as the not-found one inline.
 */
async function moduleScripts(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  return page.evaluate(() =>
    [...document.querySelectorAll('script')]
      .filter((script) => script.type === 'module' || (!script.type && script.textContent?.trim()))
      .filter((script) => !script.textContent?.includes('data-beasties-media'))
      .map((script) => script.getAttribute('src') ?? `inline:${script.textContent?.trim()}`)
      .sort(),
  );
}

for (const slug of STANDING_PAGES) {
  test(`/${slug} shows its published title, intro, highlights and sections, with one h1 and headings in order`, async ({
    page,
    request,
  }) => {
    const cms = await publishedPage(request, slug);
    const response = await page.goto(`/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cms.title);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('[data-intro]')).toHaveText(cms.intro);
    const highlights = page.getByRole('region', { name: 'Highlights' });
    for (const highlight of cms.highlights ?? []) {
      const card = highlights.getByRole('listitem').filter({ hasText: highlight.title });
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(highlight.title);
      await expect(card).toContainText(highlight.text);
    }
    await expect(page.locator('[data-highlight]')).toHaveCount(cms.highlights?.length ?? 0);
    for (const heading of headingsOf(cms.contentHtml)) {
      await expect(page.locator('main .prose-post h2', { hasText: heading })).toBeVisible();
    }
    const levels = await headingLevels(page);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0)
        expect(level, `heading ${index + 1} skips a level`).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
    });
    const head = await readHead(page);
    expect(head.description).toBe(cms.meta?.description || cms.intro);
    expect(head.title).toContain(cms.meta?.title || cms.title);
    if (cms.meta?.keywords) expect(head.keywords).toBe(cms.meta.keywords);
  });
}

for (const slug of ['privacy', 'terms'] as const) {
  test(`/${slug} is readable long-form text with its last change date and a list of its sections`, async ({
    page,
    request,
  }) => {
    const cms = await publishedPage(request, slug);
    await page.goto(`/${slug}`);
    const updated = new Date(cms.updatedAt).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const lastUpdated = page.locator('[data-last-updated]');
    await expect(lastUpdated).toHaveText(`Last updated ${updated}`);
    await expect(lastUpdated.locator('time')).toHaveAttribute(
      'datetime',
      new Date(cms.updatedAt).toISOString(),
    );
    const sections = headingsOf(cms.contentHtml);
    const outline = page.getByRole('navigation', { name: 'On this page' });
    await expect(outline.getByRole('link')).toHaveText(sections);
    const last = sections.at(-1) ?? '';
    await outline.getByRole('link', { name: last }).click();
    const target = page.locator('main .prose-post h2', { hasText: last });
    await expect(target).toBeInViewport();
    expect(page.url()).toMatch(new RegExp(`#${await target.getAttribute('id')}$`));
    const measure = await page
      .locator('main .prose-post')
      .evaluate((text) => text.getBoundingClientRect().width);
    expect(measure, 'a readable line length').toBeLessThanOrEqual(768);
  });
}

test('/support: questions open as disclosures, FAQPage data matches them, and the contact block has the site’s address and the assistant note', async ({
  page,
  request,
}) => {
  const [cms, settings] = await Promise.all([publishedPage(request, 'support'), siteSettings(request)]);
  const faqs = cms.faqs ?? [];
  expect(faqs.length).toBeGreaterThan(0);
  await page.goto('/support');
  const questions = page.locator('details[data-faq]');
  await expect(questions).toHaveCount(faqs.length);
  for (const [index, faq] of faqs.entries()) {
    const item = questions.nth(index);
    await expect(item.locator('summary')).toHaveText(faq.question);
    await expect(item.getByText(faq.answer)).toBeHidden();
  }
  const first = questions.first();
  await first.locator('summary').click();
  await expect(first.getByText(faqs[0]?.answer ?? '')).toBeVisible();
  await expect(first).toHaveAttribute('open', '');
  const second = questions.nth(1);
  await second.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(second.getByText(faqs[1]?.answer ?? '')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(second.getByText(faqs[1]?.answer ?? '')).toBeHidden();

  const [faqPage, ...others] = await jsonLdOf(page, '/support');
  expect(others).toEqual([]);
  expect(faqPage?.['@type']).toBe('FAQPage');
  expect(faqPage?.mainEntity).toEqual(
    faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  );

  const contactEmail = settings.contactEmail || 'support@poolscape.example';
  const contact = page.getByRole('region', { name: 'Contact the support team' });
  await expect(contact.getByRole('link', { name: contactEmail })).toHaveAttribute(
    'href',
    `mailto:${contactEmail}`,
  );
  await expect(contact).toContainText(/assistant .*answers the common questions/);
});

test('/ai-pool-design: hero, highlight cards, content and calls to action to /register (storing the design intent) and /gallery', async ({
  page,
  request,
}) => {
  const cms = await publishedPage(request, 'ai-pool-design');
  await page.goto('/ai-pool-design');
  await expect(page.locator('[data-highlight]')).toHaveCount(cms.highlights?.length ?? 0);
  expect(cms.highlights?.length).toBeGreaterThanOrEqual(3);
  const cta = page.locator('[data-cta]');
  await expect(cta.getByRole('link', { name: 'View Gallery' })).toHaveAttribute('href', '/gallery');
  await expect(cta.getByRole('link', { name: 'Design Now' })).toHaveAttribute('href', '/register');
  await page.getByRole('main').getByRole('link', { name: 'Design Now' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  expect(await page.evaluate(() => localStorage.getItem('signupMode'))).toBe('create-design');
  expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBe('/design/create');
});

test('/wordpress: highlights, content, the set-up steps of the WordPress tutorial and a call to action', async ({
  page,
  request,
}) => {
  const [cms, tutorials] = await Promise.all([
    publishedPage(request, 'wordpress'),
    publishedTutorials(request),
  ]);
  const tutorial = tutorials.find((entry) => entry.slug === 'publish-designs-to-wordpress');
  await page.goto('/wordpress');
  await expect(page.locator('[data-highlight]')).toHaveCount(cms.highlights?.length ?? 0);
  const steps = page
    .getByRole('list', { name: 'Publish a design to your WordPress site' })
    .locator('[data-step]');
  if (tutorial?.steps) {
    await expect(steps).toHaveCount(tutorial.steps.length);
    for (const [index, step] of tutorial.steps.entries()) {
      await expect(steps.nth(index).getByRole('heading', { level: 3 })).toHaveText(
        `Step ${index + 1}: ${step.title}`,
      );
      await expect(steps.nth(index)).toContainText(step.detail);
    }
    await expect(page.getByRole('link', { name: 'Watch the WordPress tutorial' })).toHaveAttribute(
      'href',
      `/tutorials#${tutorial.slug}`,
    );
  } else {
    await expect(steps).not.toHaveCount(0);
  }
  const cta = page.locator('[data-cta]');
  await expect(cta.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/register');
  await expect(cta.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
    'data-signup-mode',
    'free-trial',
  );
  // Signed out: sign in on the way to the wizard; the wizard's own link is for signed-in visitors.
  await expect(cta.getByRole('link', { name: 'Sign in to connect your site' })).toHaveAttribute(
    'href',
    '/login?next=/wordpress-wizard',
  );
  await expect(cta.locator('a[href="/wordpress-wizard"]')).toBeHidden();
  await expect(page.locator('[data-intro]')).not.toContainText('not available');
});

test('pages without interaction load no script beyond what every page has', async ({ page }) => {
  // The not-found page is the bare layout: its scripts are what BaseLayout includes.
  const base = await moduleScripts(page, '/this-page-does-not-exist');
  // (/support is not one of them: signed in, it holds the support tickets.)
  for (const path of ['/about', '/privacy', '/terms', '/ai-pool-design', '/wordpress', '/blog']) {
    expect(await moduleScripts(page, path), path).toEqual(base);
  }
});

test('a page rendered on demand inlines the rules its HTML uses, then switches its whole stylesheet on', async ({
  page,
}) => {
  await page.goto('/about');
  const sheets = () =>
    page.evaluate(() => {
      const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
      const rules = (inline: boolean) =>
        [...document.styleSheets]
          .filter((sheet) => !sheet.href === inline)
          .reduce((sum, sheet) => sum + sheet.cssRules.length, 0);
      return {
        // Each link is switched on (media "all") and its stylesheet applies.
        on: links.length > 0 && links.every((link) => link.media === 'all' && link.sheet?.cssRules.length),
        inline: rules(true),
        linked: rules(false),
      };
    });
  await expect.poll(async () => (await sheets()).on).toBe(true);
  const { inline, linked } = await sheets();
  // What is inline is a part of the site's stylesheet: the rules this page's markup uses.
  expect(inline).toBeGreaterThan(0);
  expect(inline).toBeLessThan(linked);
});
