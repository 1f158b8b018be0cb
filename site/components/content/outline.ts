// The sections of a long CMS text (privacy, terms): each `<h2>` gets an id so an "On this page"
// list can link to it. Ids the editors' HTML already carries are kept.

/** One `<h2>` of a text: its anchor id and its label as HTML (tags removed, entities kept). */
export interface OutlineHeading {
  id: string;
  labelHtml: string;
}

export interface Outline {
  /** The text with an id on every `<h2>`. */
  html: string;
  headings: OutlineHeading[];
}

const H2 = /<h2(\s[^>]*)?>([\s\S]*?)<\/h2>/gi;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** A URL fragment for a heading's text: "Your rights & choices" → "your-rights-choices". */
export function anchorOf(labelHtml: string): string {
  const text = labelHtml.replace(/&[#\w]+;/g, (entity) => ENTITIES[entity] ?? ' ');
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

/** Adds an id to each `<h2>` of `html` (unique within it) and lists the headings in order. */
export function outlineHtml(html: string): Outline {
  const headings: OutlineHeading[] = [];
  const used = new Set<string>();
  const withIds = html.replace(H2, (whole, attributes: string | undefined, inner: string) => {
    const labelHtml = inner.replace(/<[^>]*>/g, '').trim();
    const existing = attributes?.match(/\sid\s*=\s*["']([^"']+)["']/i)?.[1];
    if (existing) {
      used.add(existing);
      headings.push({ id: existing, labelHtml });
      return whole;
    }
    const base = anchorOf(labelHtml);
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    headings.push({ id, labelHtml });
    return `<h2 id="${id}"${attributes ?? ''}>${inner}</h2>`;
  });
  return { html: withIds, headings };
}
