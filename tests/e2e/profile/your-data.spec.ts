// "Download my data" on the profile: the archive is prepared in the background, with its progress
// on the page, and downloads as a zip holding the profile and a README.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { openHydrated, signInNewAccount } from '../helpers/auth.ts';

test('a user asks for their data and downloads the archive from the profile', async ({ page }) => {
  await signInNewAccount(page, 'Noor');
  await openHydrated(page, '/profile/edit');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
  await page.getByRole('button', { name: 'Download my data' }).click();
  const link = page.getByRole('link', { name: /^Download the archive/ });
  // Made by the product's export worker; the page follows it until it is ready.
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Your archive is ready. We also sent you the link by e-mail.')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^poolscape-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = readFileSync((await download.path()) ?? '');
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  // Entry names are stored as they are in a zip's directory.
  for (const name of ['profile.json', 'README.txt', 'data/designs.json', 'leads.csv'])
    expect(zip.includes(Buffer.from(name))).toBe(true);

  // Asked again the same day: the same archive, ready at once.
  await openHydrated(page, '/profile/edit');
  await expect(page.getByRole('link', { name: /^Download the archive/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download my data' })).toHaveCount(0);
});
