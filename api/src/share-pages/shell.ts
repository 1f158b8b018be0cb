// Filling the site's shell pages (a shared design, a public collection): the build writes each
// once with %%SHARE_…%% tokens; the API turns its absolute shell addresses into tokens and fills
// them per request, every value escaped for where it goes.

/** Text made safe for HTML text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * JSON that can sit inside a <script> element: `<`, `>` and `&` (and the two line separators
 * older parsers choke on) are written as escapes, so no value can close the element.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The shell as the build wrote it, made ready to fill: the site's layout turns the page's own
 * address and the share image into absolute URLs on the site's origin, and gives every share image
 * the default 1200 x 630 size; those become tokens too.
 */
export function prepareShell(html: string, shellPath = 'design-share'): string {
  return html
    .replace(new RegExp(`"https?://[^"\\s<>]*/${shellPath}/?"`, 'g'), '"%%SHARE_URL%%"')
    .replace(/"https?:\/\/[^"\s<>]*\/%%SHARE_IMAGE%%"/g, '"%%SHARE_IMAGE%%"')
    .replace(/(<meta property="og:image:width" content=")\d+(")/, '$1%%SHARE_IMAGE_WIDTH%%$2')
    .replace(/(<meta property="og:image:height" content=")\d+(")/, '$1%%SHARE_IMAGE_HEIGHT%%$2');
}

/**
 * A shell's tokens filled in one pass (so a name like "%%SHARE_JSON%%" stays just a name), each
 * value escaped for where it goes: `text` into HTML, `data` as the page's JSON block. An
 * `indexable` page (public) loses its noindex; an unlisted one stays out of search engines.
 */
export function fillTokens(
  shell: string,
  text: Record<string, string>,
  data: unknown,
  indexable: boolean,
): string {
  const json = jsonForScript(data);
  const html = shell.replace(/%%(SHARE_[A-Z_]+)%%/g, (token, key: string) => {
    if (key === 'SHARE_JSON') return json;
    const value = text[key];
    return value === undefined ? token : escapeHtml(value);
  });
  return indexable ? html.replace(/<meta name="robots" content="noindex"\s*\/?>/, '') : html;
}
