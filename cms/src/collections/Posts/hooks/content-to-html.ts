import type { SerializedListItemNode } from '@payloadcms/richtext-lexical';
import { convertLexicalToHTML, type HTMLConverter } from '@payloadcms/richtext-lexical/html';
import type { FieldHook } from 'payload';

/**
 * A list item as valid HTML. Lexical's own converter gives every item an empty `class` and
 * `style`, a `value` (allowed only in an ordered list) and, in a checklist, a focusable checkbox
 * written with React's attribute names. Here an item carries only what it needs: its number in an
 * ordered list, a class when it only holds a nested list (no marker of its own), its indent when
 * it has one, and in a checklist a read-only checkbox inside the item's label.
 */
export const listItemToHtml: HTMLConverter<SerializedListItemNode> = ({
  node,
  nodesToHTML,
  parent,
  providedCSSString,
}) => {
  const children = nodesToHTML({ nodes: node.children }).join('');
  const holdsList = node.children.some((child) => child.type === 'list');
  const ordered = 'tag' in parent && parent.tag === 'ol';
  const attributes = [
    holdsList ? ' class="nested-list-item"' : '',
    providedCSSString ? ` style="${providedCSSString}"` : '',
    ordered ? ` value="${Number(node.value)}"` : '',
  ].join('');
  const checklist = 'listType' in parent && parent.listType === 'check';
  if (!checklist || holdsList) return `<li${attributes}>${children}</li>`;
  const checkbox = `<input type="checkbox" disabled${node.checked ? ' checked' : ''}>`;
  return `<li${attributes}><label>${checkbox} ${children}</label></li>`;
};

/** Rich text as HTML for the pre-rendered site (lists as {@link listItemToHtml} writes them). */
export function richTextToHtml(content: unknown): string {
  if (!content || typeof content !== 'object') return '';
  return convertLexicalToHTML({
    // biome-ignore lint/suspicious/noExplicitAny: Lexical's serialized state type is generic over node types.
    data: content as any,
    disableContainer: true,
    converters: ({ defaultConverters }) => ({ ...defaultConverters, listitem: listItemToHtml }),
  });
}

/** The post's rich text as HTML, for the pre-rendered site. */
export const contentToHtml: FieldHook = ({ siblingData }) => richTextToHtml(siblingData?.content);
