// The proof of work of the quote request form (shared/src/proof-of-work.ts): challenges are signed
// by this installation (any API process can check another's), carry the time they were handed
// out, and are accepted once each, counted in the database so every process shares the count.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { leadingZeroBits, PROOF_OF_WORK, type ProofChallenge, proofHash } from '@poolscape/shared';
import type { Pool } from 'pg';
import { hit } from '../auth/throttle.ts';

export interface QuoteProofs {
  /** A new challenge for the form. */
  challenge(): ProofChallenge;
  /** Whether the header's `<challenge>:<nonce>` is a solved, fresh, unused challenge of ours. */
  accept(header: string | undefined): Promise<boolean>;
}

export function quoteProofs(pool: Pool, secret: string, bits: number = PROOF_OF_WORK.bits): QuoteProofs {
  const sign = (value: string) =>
    createHmac('sha256', `quote-proof:${secret}`).update(value).digest('base64url');
  return {
    challenge() {
      const value = `${Date.now()}.${randomBytes(12).toString('base64url')}.${bits}`;
      return { challenge: `${value}.${sign(value)}`, bits };
    },
    async accept(header) {
      if (!header || header.length > 300) return false;
      const [issuedAt, random, bitsText, signature, nonce, ...rest] = header.split(/[.:]/);
      if (rest.length > 0 || !issuedAt || !random || !bitsText || !signature || !nonce) return false;
      if (!/^\d{1,12}$/.test(nonce)) return false;
      const value = `${issuedAt}.${random}.${bitsText}`;
      const expected = Buffer.from(sign(value));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      const age = Date.now() - Number(issuedAt);
      if (!(age >= 0 && age <= PROOF_OF_WORK.maxAgeMs)) return false;
      const challenge = `${value}.${signature}`;
      if (leadingZeroBits(proofHash(challenge, nonce)) < Number(bitsText)) return false;
      // Once each: a solved challenge cannot be replayed for a second request (counted for a day,
      // far longer than a challenge lives).
      const used = await hit(pool, `quote-proof:${random}`, 1, 24 * 60 * 60);
      return used.allowed;
    },
  };
}
