/**
 * Astro writes the rule that lays out its islands (`astro-island { display: contents }`) as a
 * <style> right before the first island of a page, inside the <body>, where a <style> is not
 * valid HTML. It is moved to the end of the <head>, where it applies the same: in every pre-rendered
 * page (page-styles.ts) and every page rendered on demand (lib/server/entry.ts).
 */

const ISLAND_STYLE = /<style>astro-island[^<]*<\/style>/g;

/** The page with Astro's island <style> taken out of the body and put once at the end of the head. */
export function moveIslandStylesToHead(html: string): string {
  const [style] = html.match(ISLAND_STYLE) ?? [];
  if (!style || !html.includes('</head>')) return html;
  const [head, ...rest] = html.replace(ISLAND_STYLE, '').split('</head>');
  return `${head}${style}</head>${rest.join('</head>')}`;
}
