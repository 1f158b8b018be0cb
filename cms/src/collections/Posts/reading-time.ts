/** Words a reader takes in per minute, for the reading-time estimate. */
export const WORDS_PER_MINUTE = 220;

interface LexicalNode {
  text?: unknown;
  children?: unknown;
}

/** Counts the words of a Lexical editor state. */
export function countWords(state: unknown): number {
  let words = 0;
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const { text, children } = node as LexicalNode;
    if (typeof text === 'string') words += text.split(/\s+/).filter(Boolean).length;
    if (Array.isArray(children)) children.forEach(visit);
  };
  visit((state as { root?: unknown } | null)?.root);
  return words;
}

/** Whole minutes to read, at least one. */
export function readingMinutes(state: unknown): number {
  return Math.max(1, Math.round(countWords(state) / WORDS_PER_MINUTE));
}
