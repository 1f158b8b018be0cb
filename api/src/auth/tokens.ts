// Random tokens for sessions and reset links, and the hashes we store instead of them.
import { createHash } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

/** 160 random bits, base32: the value a client holds. */
export function generateToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** What the database keeps of a token: its SHA-256, hex (Node's native hash; it runs on every request). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
