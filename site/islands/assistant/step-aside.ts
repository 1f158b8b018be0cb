/**
 * The chat launcher steps aside on the signed-in app's screens: while one of the page's controls
 * or headings is under the round button, the button slides to the screen's left edge, where a
 * sliver stays to tap, and it comes back once nothing is under its place. On a phone every link
 * at the left of a card passes under the button while scrolling, and the screens' actions must
 * stay reachable (the launcher's place itself is kept, so it never jumps around the screen).
 */

/** What the launcher must not cover: the page's controls and headings. */
export const PAGE_ACTIONS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="slider"]',
  '[tabindex]:not([tabindex="-1"])',
  'h1',
  'h2',
  'h3',
]
  .map((selector) => `main ${selector}`)
  .join(', ');

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Whether any of `boxes` overlaps `spot` (boxes of nothing, and touching edges, do not). */
export function anyUnder(spot: Box, boxes: Iterable<Box>): boolean {
  for (const box of boxes) {
    if (box.right <= box.left || box.bottom <= box.top) continue;
    if (box.left < spot.right && spot.left < box.right && box.top < spot.bottom && spot.top < box.bottom) {
      return true;
    }
  }
  return false;
}

/** Where the launcher sits when it is not aside, in viewport pixels (from its fixed offsets). */
export function launcherPlace(
  offsets: { left: number; bottom: number },
  size: { width: number; height: number },
  viewportHeight: number,
): Box {
  const bottom = viewportHeight - offsets.bottom;
  return { left: offsets.left, right: offsets.left + size.width, top: bottom - size.height, bottom };
}

/**
 * Keep `launcher` (fixed at the bottom left) off the page's actions: `data-aside` is set while
 * one is under its place, except while the launcher itself has focus. Checked once a frame at
 * most, after scrolling, resizing and changes to the page.
 */
export function keepActionsClear(launcher: HTMLElement): void {
  let scheduled = false;
  const update = (): void => {
    scheduled = false;
    const style = getComputedStyle(launcher);
    const place = launcherPlace(
      { left: Number.parseFloat(style.left), bottom: Number.parseFloat(style.bottom) },
      { width: launcher.offsetWidth, height: launcher.offsetHeight },
      document.documentElement.clientHeight,
    );
    const actions = [...document.querySelectorAll(PAGE_ACTIONS)].map((action) =>
      action.getBoundingClientRect(),
    );
    const aside = !launcher.hidden && document.activeElement !== launcher && anyUnder(place, actions);
    launcher.toggleAttribute('data-aside', aside);
  };
  const schedule = (): void => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(update);
  };
  window.addEventListener('scroll', schedule, { passive: true, capture: true });
  window.addEventListener('resize', schedule);
  launcher.addEventListener('focus', schedule);
  launcher.addEventListener('blur', schedule);
  new MutationObserver(schedule).observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['hidden', 'class', 'open', 'data-state'],
  });
  new ResizeObserver(schedule).observe(document.body);
  schedule();
}
