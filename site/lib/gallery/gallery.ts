// The gallery's style filters and before/after toggles (site/components/gallery/GalleryGrid.astro).
// The grid is complete without script: the filters only hide designs of the other styles.
import type { GalleryItem } from '../cms/gallery.ts';

export type PoolStyle = GalleryItem['style'];

/** How each pool style is named on the site. */
export const POOL_STYLE_LABELS: Record<PoolStyle, string> = {
  modern: 'Modern',
  traditional: 'Traditional',
  natural: 'Natural',
  infinity: 'Infinity',
  geometric: 'Geometric',
};

/**
 * The styles present among `items`, in the order of {@link POOL_STYLE_LABELS}, each once: the
 * filter buttons.
 */
export function stylesOf(items: readonly { style: PoolStyle }[]): PoolStyle[] {
  const present = new Set(items.map((item) => item.style));
  return (Object.keys(POOL_STYLE_LABELS) as PoolStyle[]).filter((style) => present.has(style));
}

/** Which items a filter shows: every one for "all", else those of that style. */
export function visibleFor(filter: string, styles: readonly string[]): boolean[] {
  return styles.map((style) => filter === 'all' || style === filter);
}

/** What the status line tells screen-reader users after a filter is chosen. */
export function filterStatus(shown: number, label: string): string {
  const designs = shown === 1 ? '1 design' : `${shown} designs`;
  return label === 'all' ? `All ${designs} shown` : `${designs} in the ${label} style shown`;
}

/** Wires the filter buttons and before/after toggles inside one `[data-gallery]` grid. */
export function initGallery(root: HTMLElement): void {
  const items = [...root.querySelectorAll<HTMLElement>('[data-gallery-item]')];
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('[data-filter]')];
  const status = root.querySelector<HTMLElement>('[data-gallery-status]');
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const filter = button.dataset.filter ?? 'all';
      const shown = visibleFor(
        filter,
        items.map((item) => item.dataset.style ?? ''),
      );
      items.forEach((item, index) => {
        item.hidden = !shown[index];
      });
      for (const other of buttons) other.setAttribute('aria-pressed', String(other === button));
      if (status) {
        const label = filter === 'all' ? 'all' : (button.textContent ?? filter).trim();
        status.textContent = filterStatus(shown.filter(Boolean).length, label);
      }
    });
  }
  for (const toggle of root.querySelectorAll<HTMLButtonElement>('[data-before-toggle]')) {
    toggle.addEventListener('click', () => {
      const before = toggle.closest('[data-gallery-item]')?.querySelector<HTMLElement>('[data-before]');
      if (!before) return;
      const showing = toggle.getAttribute('aria-pressed') === 'true';
      before.hidden = showing;
      toggle.setAttribute('aria-pressed', String(!showing));
    });
  }
}
