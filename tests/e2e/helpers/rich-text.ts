// Post content as the CMS stores it, for the browser tests and the benchmarks that publish.

/** A Lexical document of one paragraph, as the admin's editor saves it. */
export function richText(text: string) {
  const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const };
  return {
    root: {
      ...base,
      type: 'root',
      children: [
        {
          ...base,
          type: 'paragraph',
          textFormat: 0,
          textStyle: '',
          children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
        },
      ],
    },
  };
}
