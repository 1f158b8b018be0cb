import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html';
import type { FieldHook } from 'payload';

/** The post's rich text as HTML, for the pre-rendered site. */
export const contentToHtml: FieldHook = ({ siblingData }) => {
  const content = siblingData?.content;
  if (!content || typeof content !== 'object') return '';
  // biome-ignore lint/suspicious/noExplicitAny: Lexical's serialized state type is generic over node types.
  return convertLexicalToHTML({ data: content as any, disableContainer: true });
};
