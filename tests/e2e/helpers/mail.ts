// The messages the product sent through the test SMTP server (see global-setup.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_DIR } from './product.ts';

/** Waits for a message to `to` and returns its raw text (headers and body). */
export async function waitForMailTo(to: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        for (const file of readdirSync(MAIL_DIR).sort().reverse()) {
          const raw = readFileSync(join(MAIL_DIR, file), 'utf8');
          if (raw.includes(`To: ${to}`)) {
            found = raw;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found;
}

/** The password reset link in a message, as the recipient would click it. */
export function resetLinkIn(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = unfolded.match(/https?:\/\/[^\s"<]+\/reset-password\?token=[a-z0-9]+/);
  if (!match) throw new Error(`no reset link in:\n${raw}`);
  return match[0];
}
