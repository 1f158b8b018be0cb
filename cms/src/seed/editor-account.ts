// The first CMS editor's account. Its address is never a fixed, published one: anyone who knows
// an editor's address can keep that account locked out with wrong passwords, so the operator
// chooses it (CMS_EDITOR_EMAIL) or it is made up here, and printed once with the password.
import { randomBytes } from 'node:crypto';

export interface EditorAccount {
  email: string;
  password: string;
}

/** The operator's address when given, else `editor-<random>@poolscape.example`; always a fresh password. */
export function firstEditor(chosenEmail: string): EditorAccount {
  const email = chosenEmail || `editor-${randomBytes(6).toString('hex')}@poolscape.example`;
  return { email, password: randomBytes(12).toString('base64url') };
}
