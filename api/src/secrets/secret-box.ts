// Keeps a secret (a WordPress application password, an e-mail waiting to be sent) encrypted at
// rest: AES-256-GCM with a random nonce per secret, under a 32-byte key from `SECRETS_KEY` (base64)
// or generated once into the data folder. A box is `v1.<nonce>.<tag>.<ciphertext>` in base64url;
// one that was tampered with, or made under another key, does not open.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEY_BYTES = 32;
const NONCE_BYTES = 12;

export class SecretBox {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error(`a secrets key is ${KEY_BYTES} bytes`);
    this.#key = key;
  }

  /** From `SECRETS_KEY` (base64 of 32 bytes) or, without it, `<dataDir>/secrets-key`, made on first use. */
  static fromEnvironment(value: string | undefined, dataDir: string): SecretBox {
    if (value) return new SecretBox(Buffer.from(value, 'base64'));
    const file = join(dataDir, 'secrets-key');
    if (!existsSync(file)) writeFileSync(file, randomBytes(KEY_BYTES).toString('base64'), { mode: 0o600 });
    return new SecretBox(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64'));
  }

  seal(plain: string): string {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, nonce);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', nonce, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The secret, or null when the box is not one of ours (another key, or changed). */
  open(box: string): string | null {
    const [version, nonce, tag, sealed] = box.split('.');
    if (version !== 'v1' || !nonce || !tag || sealed === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return null;
    }
  }
}
