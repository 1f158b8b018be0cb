// The two pages for support and testers: /experiments (feature flags) and /test-page (build, API
// health, flags, session presence, browser features, a copyable report).
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('/experiments', () => {
  test('lists every flag with its default value and says it came from the default', async ({ page }) => {
    await page.goto('/experiments');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('heading', { level: 1, name: 'Experiments' })).toBeVisible();
    const row = page.locator('[data-flag="facebookLogin"]');
    await expect(row.getByRole('rowheader')).toHaveText('facebookLogin');
    await expect(row.locator('[data-value]')).toHaveText('on');
    await expect(row.locator('[data-default]')).toHaveText('on');
    await expect(row.locator('[data-source]')).toHaveText('default');
    await expect(row.locator('[data-source-param]')).toBeHidden();
    // How to turn one on: example links carrying the parameter.
    await expect(row.getByRole('link', { name: /Turn on here/ })).toHaveAttribute(
      'href',
      '/experiments?experiment_facebookLogin=true',
    );
    await expect(page.getByRole('link', { name: '/login?experiment_facebookLogin=true' })).toBeVisible();
  });

  test('names the query parameter as the source of a flag it turned on', async ({ page }) => {
    await page.goto('/experiments');
    await page
      .locator('[data-flag="facebookLogin"]')
      .getByRole('link', { name: /Turn on here/ })
      .click();
    await expect(page).toHaveURL(/\/experiments\?experiment_facebookLogin=true$/);
    const row = page.locator('[data-flag="facebookLogin"]');
    await expect(row.locator('[data-value]')).toHaveText('on');
    await expect(row.locator('[data-source]')).toHaveText('query parameter');
    await expect(row.locator('[data-source-param]')).toHaveText('experiment_facebookLogin=true');
    await expect(row.getByRole('cell').nth(2)).toHaveText('query parameter experiment_facebookLogin=true');
  });

  test('ignores a parameter that is not exactly true, and flags it does not know', async ({ page }) => {
    await page.goto('/experiments?experiment_facebookLogin=1&experiment_madeUp=true');
    await expect(page.locator('[data-flag="facebookLogin"] [data-source]')).toHaveText('default');
    await expect(page.locator('[data-flag]')).toHaveCount(1);
  });
});

test.describe('/test-page', () => {
  test('reports the build, a healthy API, the flags, no session, and every browser feature passing', async ({
    page,
  }) => {
    await page.goto('/test-page');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('[data-check="version"]')).toHaveText(/^\d+\.\d+\.\d+/);
    const built = await page.locator('[data-check="built"] time').getAttribute('datetime');
    expect(Date.now() - Date.parse(built ?? '')).toBeLessThan(24 * 60 * 60 * 1000);
    await expect(page.locator('[data-check="api"]')).toHaveText(
      /^OK \(database up, version \d+\.\d+\.\d+\S*, \d+ ms\)$/,
    );
    await expect(page.locator('[data-check="session"]')).toHaveText('No');
    await expect(page.locator('[data-check="flags"]')).toHaveText('facebookLogin (default)');
    const features = [
      'fetch',
      'WebSocket',
      'localStorage',
      'IntersectionObserver',
      'ResizeObserver',
      'navigator.sendBeacon',
      'crypto.randomUUID',
      'WebP images',
      'AVIF images',
    ];
    await expect(page.locator('[data-features] li')).toHaveCount(features.length);
    for (const name of features) {
      await expect(page.locator(`[data-feature="${name}"]`), name).toHaveAttribute('data-result', 'pass');
    }
  });

  test('says a session is present without ever showing the token', async ({ page }) => {
    const token = 'secret-session-token-e2e';
    await page.addInitScript((value) => localStorage.setItem('authToken', value), token);
    await page.goto('/test-page');
    await expect(page.locator('[data-check="session"]')).toHaveText('Yes');
    await expect(page.locator('body')).not.toContainText(token);
  });

  test('says so when the API cannot be reached', async ({ page }) => {
    await page.route('**/api/health', (route) => route.abort('connectionrefused'));
    await page.goto('/test-page');
    await expect(page.locator('[data-check="api"]')).toHaveText('Not reachable');
  });

  test('Copy report puts a plain-text summary on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/test-page');
    await expect(page.locator('[data-check="api"]')).toContainText('OK');
    await expect(page.locator('[data-features] li')).toHaveCount(9);
    await page.getByRole('button', { name: 'Copy report' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Report copied.' })).toBeVisible();
    const report = await page.evaluate(() => navigator.clipboard.readText());
    expect(report).toMatch(/^Site version: \d+\.\d+\.\d+/m);
    expect(report).toMatch(/^API health: OK \(database up/m);
    expect(report).toMatch(/^Signed in \(a session token is present\): No$/m);
    expect(report).toMatch(/^WebSocket: pass$/m);
    expect(report).toMatch(/^User agent: /m);
  });

  test('links to the media check, which is not for search engines either', async ({ page }) => {
    await page.goto('/test-page');
    await page.getByRole('link', { name: 'media check' }).click();
    await expect(page).toHaveURL(/\/test-page\/media$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Media check' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

for (const width of [375, 1280]) {
  test(`the support pages have no accessibility violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/experiments?experiment_facebookLogin=true', '/test-page', '/test-page/media']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      const found = results.violations.map(
        (violation) =>
          `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      expect(found, found.join('\n')).toEqual([]);
    }
  });
}
