// Designs from the community on /gallery (and the gallery hostnames): public designs their owners
// submitted and an operator chose, each linking to its share page, with its owner's name linked to
// their public profile. Read once the browser is idle; nothing shows while there are none. Plain
// DOM, no framework: the section is a list of links, and the page stays within its script budget.
import type { CommunityDesign } from '@poolscape/shared/gallery';
import { element } from '../../lib/dom-element.ts';

/** A link of our own API's answer: a path on this site or an http(s) address, else none. */
const safeHref = (value: unknown): string | null =>
  typeof value === 'string' && (/^\/(?!\/)/.test(value) || /^https?:\/\//i.test(value)) ? value : null;

/** The designs in `body` that have what a card shows; anything else is left out. */
export function communityDesigns(body: unknown): CommunityDesign[] {
  if (!Array.isArray(body)) return [];
  return body.filter((entry): entry is CommunityDesign => {
    const design = entry as Partial<CommunityDesign> | null;
    return (
      typeof design?.designId === 'string' &&
      typeof design.name === 'string' &&
      safeHref(design.url) !== null &&
      safeHref(design.thumbnailUrl) !== null &&
      typeof design.image?.width === 'number' &&
      design.image.width > 0 &&
      typeof design.image.height === 'number' &&
      typeof design.owner?.name === 'string' &&
      (design.owner.url === null || safeHref(design.owner.url) !== null)
    );
  });
}

function card(design: CommunityDesign): HTMLLIElement {
  const item = element('li', 'overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm');
  const pictureLink = element('a', 'block hover:opacity-95');
  pictureLink.href = design.url;
  const picture = element('img', 'aspect-[4/3] w-full object-cover');
  picture.src = design.thumbnailUrl;
  picture.alt = `${design.name}: a pool design`;
  picture.width = 400;
  picture.height = Math.round((400 * design.image.height) / design.image.width);
  picture.loading = 'lazy';
  pictureLink.append(picture);
  const body = element('div', 'p-4');
  const name = element('a', 'font-semibold text-slate-900 hover:underline', design.name);
  name.href = design.url;
  const by = element('p', 'mt-1 text-sm text-slate-600', 'by ');
  if (design.owner.url) {
    const owner = element('a', 'font-medium text-brand-700 underline', design.owner.name);
    owner.href = design.owner.url;
    by.append(owner);
  } else {
    by.append(design.owner.name);
  }
  body.append(name, by);
  item.append(pictureLink, body);
  return item;
}

/** Fills `section` (hidden until then) with the community's designs, if there are any. */
export async function showCommunityDesigns(section: HTMLElement): Promise<void> {
  let designs: CommunityDesign[] = [];
  try {
    const response = await fetch('/api/gallery/community');
    if (response.ok) designs = communityDesigns(await response.json());
  } catch {
    // No community section this time: the curated gallery above is the page.
  }
  const list = section.querySelector('ul');
  if (!list || designs.length === 0) return;
  list.replaceChildren(...designs.map(card));
  section.hidden = false;
}
