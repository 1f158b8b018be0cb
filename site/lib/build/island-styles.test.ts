import { describe, expect, it } from 'vitest';
import { moveIslandStylesToHead } from './island-styles.ts';

const style = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('moveIslandStylesToHead', () => {
  it('moves the island rule from the body to the end of the head', () => {
    const page = `<html><head><title>t</title></head><body><section>${style}<script>1</script><astro-island></astro-island></section></body></html>`;
    expect(moveIslandStylesToHead(page)).toBe(
      `<html><head><title>t</title>${style}</head><body><section><script>1</script><astro-island></astro-island></section></body></html>`,
    );
  });

  it('keeps one copy when the rule appears more than once', () => {
    const page = `<head></head><body>${style}<div>${style}</div></body>`;
    expect(moveIslandStylesToHead(page)).toBe(`<head>${style}</head><body><div></div></body>`);
  });

  it('leaves pages without islands, and the page’s own styles, alone', () => {
    const page = '<head><style>body{margin:0}</style></head><body><p>hi</p></body>';
    expect(moveIslandStylesToHead(page)).toBe(page);
  });
});
