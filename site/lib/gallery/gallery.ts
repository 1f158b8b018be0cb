// The gallery's style filters and before/after toggles.

/** Which items a filter shows: every one for "all", else those of that style. */
export function visibleFor(filter: string, styles: readonly string[]): boolean[] {
  return styles.map((style) => filter === 'all' || style === filter);
}

export function initGallery(root: HTMLElement): void {
  const items = [...root.querySelectorAll<HTMLElement>('[data-gallery-item]')];
  const status = root.querySelector<HTMLElement>('[data-gallery-status]');
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-filter]')) {
    button.addEventListener('click', () => {
      const filter = button.dataset.filter ?? 'all';
      const shown = visibleFor(
        filter,
        items.map((item) => item.dataset.style ?? ''),
      );
      items.forEach((item, index) => {
        item.hidden = !shown[index];
      });
      for (const other of root.querySelectorAll<HTMLButtonElement>('[data-filter]')) {
        other.setAttribute('aria-pressed', String(other === button));
      }
      if (status) status.textContent = `${shown.filter(Boolean).length} designs shown`;
    });
  }
  for (const toggle of root.querySelectorAll<HTMLButtonElement>('[data-before-toggle]')) {
    toggle.addEventListener('click', () => {
      const before = toggle.closest('[data-gallery-item]')?.querySelector<HTMLElement>('[data-before]');
      const showing = toggle.getAttribute('aria-pressed') === 'true';
      before?.classList.toggle('hidden', showing);
      toggle.setAttribute('aria-pressed', String(!showing));
      toggle.textContent = showing ? 'Show the backyard before' : 'Show the pool design';
    });
  }
}
