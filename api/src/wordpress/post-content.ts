// The body of a post Poolscape publishes, in WordPress's block markup with core blocks only, so it
// shows in any theme and stays editable in the block editor: the user's text as paragraphs, a design's
// before and after pictures side by side (a columns block, class `poolscape-before-after`), or a
// collection's designs as a gallery block; and a link back to the share page when there is one.
// Everything that comes from a user is escaped here.

export interface UploadedImage {
  id: number;
  url: string;
  alt: string;
  caption: string;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#039;',
};

/** Text as HTML text or attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/** A block comment's attributes: JSON with `--` and angle brackets escaped, as WordPress writes them. */
function blockAttributes(attributes: Record<string, unknown>): string {
  return JSON.stringify(attributes)
    .replace(/--/g, '\\u002d\\u002d')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map(
      (paragraph) =>
        `<!-- wp:paragraph -->\n<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>\n<!-- /wp:paragraph -->`,
    );
}

function imageBlock(image: UploadedImage): string {
  return [
    `<!-- wp:image ${blockAttributes({ id: image.id, sizeSlug: 'large', linkDestination: 'none' })} -->`,
    `<figure class="wp-block-image size-large"><img src="${escapeHtml(image.url)}" alt="${escapeHtml(image.alt)}" class="wp-image-${image.id}"/><figcaption class="wp-element-caption">${escapeHtml(image.caption)}</figcaption></figure>`,
    '<!-- /wp:image -->',
  ].join('\n');
}

function shareLink(url: string | null, label: string): string[] {
  if (!url) return [];
  return [
    `<!-- wp:paragraph -->\n<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>\n<!-- /wp:paragraph -->`,
  ];
}

/** A design's post: text, then before and after side by side, then the share link. */
export function designPostContent(input: {
  text: string;
  before: UploadedImage;
  after: UploadedImage;
  shareUrl: string | null;
}): string {
  const column = (image: UploadedImage) =>
    `<!-- wp:column -->\n<div class="wp-block-column">\n${imageBlock(image)}\n</div>\n<!-- /wp:column -->`;
  const columns = [
    `<!-- wp:columns ${blockAttributes({ className: 'poolscape-before-after' })} -->`,
    '<div class="wp-block-columns poolscape-before-after">',
    column(input.before),
    column(input.after),
    '</div>',
    '<!-- /wp:columns -->',
  ].join('\n');
  return [
    ...paragraphs(input.text),
    columns,
    ...shareLink(input.shareUrl, 'See this design on Poolscape'),
  ].join('\n\n');
}

/** A collection's post: text, then a gallery of its designs, then the share link. */
export function collectionPostContent(input: {
  text: string;
  images: UploadedImage[];
  shareUrl: string | null;
}): string {
  const gallery = [
    `<!-- wp:gallery ${blockAttributes({ linkTo: 'none' })} -->`,
    '<figure class="wp-block-gallery has-nested-images columns-default is-cropped">',
    ...input.images.map(imageBlock),
    '</figure>',
    '<!-- /wp:gallery -->',
  ].join('\n');
  return [
    ...paragraphs(input.text),
    gallery,
    ...shareLink(input.shareUrl, 'See this collection on Poolscape'),
  ].join('\n\n');
}
