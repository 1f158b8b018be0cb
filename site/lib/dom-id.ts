import { useId } from 'react';

/**
 * A unique element id for labels and descriptions, like React's `useId` but beginning with a
 * letter: `useId` gives ids such as `_r1R_17_`, which strict HTML checkers refuse and which
 * cannot be written as a plain CSS `#id` selector.
 */
export function useDomId(): string {
  return `id${useId()}`;
}
