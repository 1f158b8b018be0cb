// Text and JSON as Postgres stores them: no NUL, no lone surrogate, in values and in names alike.
import { describe, expect, it } from 'vitest';
import { storableJson, storableText } from './storable-text.ts';

describe('storableText and storableJson', () => {
  it('drops NUL characters and replaces lone surrogates', () => {
    expect(storableText('a\u0000b\ud800')).toBe('ab\ufffd');
  });

  it('writes JSON whose every string and name a jsonb column accepts, else as JSON.stringify does', () => {
    const value = { 'ke\u0000y': ['m\ud800', { n: '\udc00x' }], at: new Date(0), n: 1, none: null };
    expect(JSON.parse(storableJson(value))).toEqual({
      key: ['m\ufffd', { n: '\ufffdx' }],
      at: '1970-01-01T00:00:00.000Z',
      n: 1,
      none: null,
    });
    expect(storableJson({ a: [1, 'b'] })).toBe(JSON.stringify({ a: [1, 'b'] }));
    expect(storableJson('\u0000')).toBe('""');
    expect(storableJson(undefined)).toBeUndefined();
  });
});
