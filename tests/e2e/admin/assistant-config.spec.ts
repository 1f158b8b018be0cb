// The assistant's settings screen (/admin/ai-support-config), as an admin with their app account
// (the settings come from the CMS with the same session): a question the public chat could not
// answer is listed, turned into a knowledge entry, tried before saving and answered from it; once
// saved, the question leaves the list and the public chat answers from the entry. The screen has
// no accessibility violations at a desktop's or a phone's width. The seeded settings are put back.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { CHAT_CONTEXT, CMS_GLOBALS } from '@poolscape/shared';
import { signIn, sql } from '../helpers/designs.ts';

const GLOBAL = `/cms/api/globals/${CMS_GLOBALS.aiAssistant}`;

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('section[aria-label="Notifications (F8)"]')
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes[0]?.target})`,
  );
}

test('an admin answers a question the chat could not, tries it unsaved, saves it, and the chat answers from it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await signIn(page);
  await sql("update app.users set staff_role = 'admin' where id = $1", [admin.id]);
  const seeded = await request.get(`${GLOBAL}?depth=0`, { headers: admin.auth });
  expect(seeded.status()).toBe(200);
  const { id: _id, createdAt: _c, updatedAt: _u, globalType: _g, ...original } = await seeded.json();

  const ask = async (message: string) =>
    (
      (await (await request.post('/api/chat', { data: { message, context: CHAT_CONTEXT } })).json()) as {
        response: string;
      }
    ).response;
  // Letters only: digits in a question are kept as [number], so nobody's phone number is stored.
  const marker = Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)));
  const question = `Do you sell pool gift vouchers ${marker}?`;
  expect(await ask(question)).toContain("I'm not sure");

  try {
    await page.goto('/admin/ai-support-config');
    await expect(page.getByRole('heading', { name: 'AI assistant', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Support e-mail')).toHaveValue('support@poolscape.example');
    expect(await violations(page)).toEqual([]);

    // The unanswered question, without who asked, becomes a new entry of the form.
    const gaps = page.getByRole('list', { name: 'Questions it could not answer' });
    const gap = gaps.getByRole('listitem').filter({ hasText: `do you sell pool gift vouchers ${marker}` });
    await expect(gap.getByText('Asked once')).toBeVisible();
    await gap.getByRole('button', { name: /^Add to knowledge/ }).click();
    const entry = page.getByRole('list', { name: 'Knowledge entries' }).getByRole('listitem').last();
    await expect(entry.getByLabel('Question')).toHaveValue(`Do you sell pool gift vouchers ${marker}?`);
    await expect(entry.getByLabel('Answer')).toBeFocused();
    await entry.getByLabel('Answer').fill(`Yes: gift vouchers ${marker} come in any amount from $25.`);
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();

    // A page that is not one is refused before anything is sent.
    await entry.getByLabel('Page', { exact: true }).fill('gift vouchers');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(entry.getByText('Page must start with /')).toBeVisible();
    await expect(entry.getByLabel('Page', { exact: true })).toBeFocused();
    await entry.getByLabel('Page', { exact: true }).fill('/gift-vouchers');

    // Tried unsaved: answered from the new entry, with its page as the source.
    const tryBox = page.getByRole('region', { name: 'Try it' });
    await tryBox.getByLabel('Question to try').fill(`Can I buy a gift voucher ${marker}?`);
    await tryBox.getByLabel('Question to try').press('Enter');
    await expect(tryBox.getByText(`gift vouchers ${marker} come in any amount from $25`)).toBeVisible();
    await expect(
      tryBox.getByRole('link', { name: `Do you sell pool gift vouchers ${marker}?` }),
    ).toHaveAttribute('href', '/gift-vouchers');
    // Not saved yet: the public chat still does not know.
    expect(await ask(question)).toContain("I'm not sure");

    await page.keyboard.press('Control+s');
    await expect(page.getByText('No unsaved changes.')).toBeVisible();
    await expect(gap).toHaveCount(0);
    await expect
      .poll(() => ask(question), { timeout: 20_000 })
      .toContain(`gift vouchers ${marker} come in any amount`);

    await page.setViewportSize({ width: 375, height: 740 });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'AI assistant', level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  } finally {
    const restored = await request.post(`${GLOBAL}?depth=0`, { headers: admin.auth, data: original });
    expect(restored.status()).toBe(200);
  }
});
