// Finding the field that holds a NUL character, in any JSON a client may send.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { findNul } from './text-input.ts';

describe('findNul', () => {
  it('names the first field with a NUL, in the order the fields came, at any depth', () => {
    expect(findNul({ firstName: 'Ada\u0000', lastName: 'x\u0000' })).toBe('firstName');
    expect(findNul({ a: 'ok', b: { c: ['fine', 'bad\u0000'] } })).toBe('b.c.1');
    expect(findNul({ 'ke\u0000y': 'value' })).toBe('body');
    expect(findNul({ outer: { 'ke\u0000y': 'value' } })).toBe('outer');
    expect(findNul('\u0000')).toBe('body');
    expect(findNul({ a: 'no NUL here', b: 1, c: null, d: [true] })).toBeNull();
  });

  it('walks bodies nested deeper than the call stack, and leaves streams and buffers alone', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 50_000; i += 1) deep = [deep];
    expect(findNul(deep)).toMatch(/^0(\.0)*$/);
    expect(findNul(Readable.from(['\u0000']))).toBeNull();
    expect(findNul(Buffer.from([0]))).toBeNull();
  });
});
