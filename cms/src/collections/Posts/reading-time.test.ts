import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes, WORDS_PER_MINUTE } from './reading-time.ts';

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] });
const state = (...children: unknown[]) => ({ root: { type: 'root', children } });

describe('reading time', () => {
  it('counts the words of every text node, however deep', () => {
    const list = {
      type: 'list',
      children: [{ type: 'listitem', children: [{ type: 'text', text: 'three more words' }] }],
    };
    expect(countWords(state(paragraph('one two'), list))).toBe(5);
  });

  it('rounds to whole minutes and never says zero', () => {
    expect(readingMinutes(state(paragraph('short')))).toBe(1);
    expect(readingMinutes(state(paragraph('word '.repeat(WORDS_PER_MINUTE * 4))))).toBe(4);
    expect(readingMinutes(null)).toBe(1);
  });
});
