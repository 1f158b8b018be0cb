import { describe, expect, it } from 'vitest';
import { anchorOf, outlineHtml } from './outline.ts';

describe('outlineHtml', () => {
  it('gives every section heading a link target and lists them in order', () => {
    const { html, headings } = outlineHtml(
      '<h2>What we collect</h2><p>Details.</p><h2>Your <strong>rights</strong> &amp; choices</h2>',
    );
    expect(headings).toEqual([
      { id: 'what-we-collect', labelHtml: 'What we collect' },
      { id: 'your-rights-choices', labelHtml: 'Your rights &amp; choices' },
    ]);
    expect(html).toBe(
      '<h2 id="what-we-collect">What we collect</h2><p>Details.</p><h2 id="your-rights-choices">Your <strong>rights</strong> &amp; choices</h2>',
    );
  });

  it('keeps two sections with the same title apart', () => {
    const { headings } = outlineHtml('<h2>Changes</h2><h2>Changes</h2>');
    expect(headings.map((heading) => heading.id)).toEqual(['changes', 'changes-2']);
  });

  it('keeps an id the editor already gave', () => {
    const { html, headings } = outlineHtml('<h2 id="cookies" class="x">Cookies</h2>');
    expect(html).toBe('<h2 id="cookies" class="x">Cookies</h2>');
    expect(headings).toEqual([{ id: 'cookies', labelHtml: 'Cookies' }]);
  });

  it('leaves a text without sections as it is', () => {
    expect(outlineHtml('<p>Short.</p><h3>Minor</h3>')).toEqual({
      html: '<p>Short.</p><h3>Minor</h3>',
      headings: [],
    });
  });
});

describe('anchorOf', () => {
  it('makes a plain fragment of any heading', () => {
    expect(anchorOf('Café &lt;terms&gt;')).toBe('cafe-terms');
    expect(anchorOf('¿?')).toBe('section');
  });
});
