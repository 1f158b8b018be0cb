// A proof of work for the public forms that mail someone (quote requests): the API hands out a
// signed challenge, the browser finds a nonce whose SHA-256 with it starts with `bits` zero bits
// (about 33,000 hashes, well under a second), and the API checks it once. It needs no outside
// service, costs a person nothing they notice, and makes sending many requests cost real CPU.
// Plain TypeScript only (SHA-256 included): it runs in any browser, over HTTP too, and in Node.
import { z } from 'zod';
import { sha256 } from './sha256.ts';

export const PROOF_OF_WORK = {
  /** Leading zero bits the hash must have. */
  bits: 15,
  /** How long a challenge may be used after it was handed out. */
  maxAgeMs: 10 * 60 * 1000,
  /** The request header that carries `<challenge>:<nonce>`. */
  header: 'poolscape-proof',
} as const;

export const ProofChallengeSchema = z.object({ challenge: z.string(), bits: z.number().int() });
export type ProofChallenge = z.infer<typeof ProofChallengeSchema>;

/** How many leading zero bits `bytes` has. */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** The SHA-256 of `challenge:nonce`. */
export function proofHash(challenge: string, nonce: string): Uint8Array {
  return sha256(new TextEncoder().encode(`${challenge}:${nonce}`));
}

/**
 * Finds the nonce for `challenge` (see the header); resolves to the header's value. It yields to
 * the page every few thousand hashes, so a spinner keeps turning while it works.
 */
export async function solveProofOfWork({ challenge, bits }: ProofChallenge): Promise<string> {
  for (let nonce = 0; ; nonce += 1) {
    if (leadingZeroBits(proofHash(challenge, String(nonce))) >= bits) return `${challenge}:${nonce}`;
    if (nonce % 4096 === 4095) await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
