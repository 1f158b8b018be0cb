// Editing content through the CMS's REST API as the seeded editor, the way the admin does.
import { type APIRequestContext, expect } from '@playwright/test';
import { productState } from './state.ts';

export { richText } from './rich-text.ts';

/** Signs the seeded editor in; the headers authorise later CMS calls. */
export async function signInToCms(request: APIRequestContext): Promise<Record<string, string>> {
  const { editor } = productState();
  const response = await request.post('/cms/api/users/login', { data: editor });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { Authorization: `JWT ${token}` };
}

/** Polls until `path` answers `status`: the site is rebuilt in the background after a publish. */
export async function waitForStatus(
  request: APIRequestContext,
  path: string,
  status: number,
): Promise<number> {
  const started = Date.now();
  await expect
    .poll(async () => (await request.get(path, { headers: { 'cache-control': 'no-cache' } })).status(), {
      timeout: 45_000,
      intervals: [250],
    })
    .toBe(status);
  return (Date.now() - started) / 1000;
}

/** Polls until the page at `path` contains `text` (after a publish rebuilt the site). */
export async function waitForText(request: APIRequestContext, path: string, text: string): Promise<void> {
  await expect
    .poll(async () => (await (await request.get(path)).text()).includes(text), {
      timeout: 45_000,
      intervals: [300],
    })
    .toBe(true);
}
