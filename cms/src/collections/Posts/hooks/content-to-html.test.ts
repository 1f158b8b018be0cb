import { describe, expect, it } from 'vitest';
import { richTextToHtml } from './content-to-html.ts';

const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
});
const item = (value: number, children: object[], checked?: boolean) => ({
  type: 'listitem',
  value,
  checked,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
});
const list = (tag: 'ul' | 'ol', listType: 'bullet' | 'number' | 'check', children: object[]) => ({
  type: 'list',
  tag,
  listType,
  start: 1,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
});
const richText = (...children: object[]) => ({
  root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 },
});

describe('rich text as HTML', () => {
  it('writes bulleted list items with no empty class or style and no value', () => {
    const html = richTextToHtml(
      richText(list('ul', 'bullet', [item(1, [text('Tile')]), item(2, [text('Stone')])])),
    );
    expect(html).toBe('<ul class="list-bullet"><li>Tile</li><li>Stone</li></ul>');
  });

  it('keeps each item’s number in an ordered list', () => {
    const html = richTextToHtml(
      richText(list('ol', 'number', [item(1, [text('Measure')]), item(2, [text('Dig')])])),
    );
    expect(html).toBe('<ol class="list-number"><li value="1">Measure</li><li value="2">Dig</li></ol>');
  });

  it('marks an item that only holds a nested list, so it shows no marker of its own', () => {
    const nested = list('ul', 'bullet', [item(1, [text('Inner')])]);
    const html = richTextToHtml(
      richText(list('ul', 'bullet', [item(1, [text('Outer')]), item(2, [nested])])),
    );
    expect(html).toBe(
      '<ul class="list-bullet"><li>Outer</li><li class="nested-list-item"><ul class="list-bullet"><li>Inner</li></ul></li></ul>',
    );
  });

  it('shows a checklist’s state with read-only checkboxes inside each item’s label', () => {
    const html = richTextToHtml(
      richText(list('ul', 'check', [item(1, [text('Permit')], true), item(2, [text('Fence')], false)])),
    );
    expect(html).toBe(
      '<ul class="list-check"><li><label><input type="checkbox" disabled checked> Permit</label></li>' +
        '<li><label><input type="checkbox" disabled> Fence</label></li></ul>',
    );
  });

  it('is empty without content', () => {
    expect(richTextToHtml(null)).toBe('');
  });
});
