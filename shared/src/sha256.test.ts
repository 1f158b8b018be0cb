import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256 } from './sha256.ts';

describe('sha256', () => {
  it('matches the standard digest for any message, across block boundaries', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(Buffer.from(sha256(bytes)).toString('hex')).toBe(
          createHash('sha256').update(bytes).digest('hex'),
        );
      }),
      { numRuns: 500 },
    );
    expect(Buffer.from(sha256(new TextEncoder().encode('abc'))).toString('hex')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
