// The first CMS editor's account. Its address is never a fixed, published one: anyone who knows
// an editor's address can keep that account locked out with wrong passwords, so the operator
// chooses it (CMS_EDITOR_EMAIL) or it is made up here. The address is printed; the password is
// written to a file in the data folder that only the product's user can read, and is good for the
// first sign-in alone: the account must choose its own before anything else (see Users).
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface EditorAccount {
  email: string;
  password: string;
}

/** The operator's address when given, else `editor-<random>@poolscape.example`; always a fresh password. */
export function firstEditor(chosenEmail: string): EditorAccount {
  const email = chosenEmail || `editor-${randomBytes(6).toString('hex')}@poolscape.example`;
  return { email, password: randomBytes(12).toString('base64url') };
}

/** Writes the account to `file` (mode 600, replacing any older one), for the operator to read once. */
export async function writeEditorAccount(file: string, account: EditorAccount): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  // A file left by an earlier installation may have other permissions: it is replaced, not reused.
  await rm(file, { force: true });
  await writeFile(
    file,
    `Poolscape CMS editor account\naddress: ${account.email}\npassword: ${account.password}\n` +
      'Sign in at /cms/admin and choose your own password there: this one works only until you do.\n' +
      'Then delete this file.\n',
    { mode: 0o600, flag: 'wx' },
  );
}
