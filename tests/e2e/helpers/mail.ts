// The messages the product would have sent: the browser tests' product has no SMTP server (as
// `npm start`), so it keeps them for /admin/mail, sealed with its secrets key in its database.

import { expect } from '@playwright/test';
import { SecretBox } from '@poolscape/api/secrets/secret-box';
import pg from 'pg';
import { databaseUrlOf, E2E_DATA_DIR } from './product.ts';

/** The newest message kept for `to`, as its recipient reads it, or null. */
async function newestKeptFor(to: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: databaseUrlOf(E2E_DATA_DIR) });
  await client.connect();
  try {
    const { rows } = await client.query<{ subject: string; sealed: string }>(
      'select subject, sealed from app.kept_mail where recipient = $1 order by id desc limit 1',
      [to],
    );
    const row = rows[0];
    if (!row) return null;
    const body = SecretBox.fromEnvironment(undefined, E2E_DATA_DIR).open(row.sealed);
    if (body === null) throw new Error(`the message to ${to} does not open with the product's key`);
    return `To: ${to}\nSubject: ${row.subject}\n\n${(JSON.parse(body) as { text: string }).text}`;
  } finally {
    await client.end();
  }
}

/** Waits for a message to `to` and returns it: its recipient, its subject and its text. */
export async function waitForMailTo(to: string): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        found = await newestKeptFor(to);
        return found !== null;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found ?? '';
}

/** The password reset link in a message, as the recipient would click it. */
export function resetLinkIn(message: string): string {
  const match = message.match(/https?:\/\/[^\s"<]+\/reset-password\?token=[a-z0-9]+/);
  if (!match) throw new Error(`no reset link in:\n${message}`);
  return match[0];
}
