// Tooltips for any element with `data-tooltip="text"`: open delay 700 ms, skip delay 300 ms,
// offset 4 px. Progressive enhancement: a page that wants them calls `initTooltips()`
// from its own script; without JavaScript the trigger is simply a trigger.
//
// A tooltip opens 700 ms after its trigger is hovered or focused, at once if another tooltip
// closed less than 300 ms ago (moving along a row of icons does not wait each time). It sits
// 4 px from its trigger, above by default (`data-tooltip-side` picks another side) and on the
// opposite side when there is no room. It closes when the pointer or focus leaves, on a press,
// or on Escape; the pointer may cross onto the tooltip without it closing (WCAG 1.4.13). The
// trigger is described by it (`aria-describedby`) from the start, so screen readers read the
// text without waiting.

export const TOOLTIP_TIMING = { openDelayMs: 700, skipDelayMs: 300, offsetPx: 4 } as const;
export const TOOLTIP_OPEN_DELAY_MS = TOOLTIP_TIMING.openDelayMs;
export const TOOLTIP_SKIP_DELAY_MS = TOOLTIP_TIMING.skipDelayMs;
export const TOOLTIP_OFFSET_PX = TOOLTIP_TIMING.offsetPx;
/** How long the pointer has to cross from the trigger onto its tooltip. */
export const TOOLTIP_CLOSE_GRACE_MS = 100;
/** Least distance kept between a tooltip and the viewport's edges. */
export const TOOLTIP_VIEWPORT_PADDING_PX = 4;

export type TooltipSide = 'top' | 'right' | 'bottom' | 'left';

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface TooltipPlacement {
  side: TooltipSide;
  top: number;
  left: number;
}

const OPPOSITE: Record<TooltipSide, TooltipSide> = {
  top: 'bottom',
  bottom: 'top',
  left: 'right',
  right: 'left',
};

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, Math.max(min, max)));
}

/**
 * Where a tooltip of size `tooltip` goes for a trigger at `trigger` (viewport coordinates):
 * `offset` px off the `preferred` side, or off the opposite side when the preferred one has no
 * room and the opposite has (else whichever has more), centred on the trigger and kept inside
 * the viewport along the other axis.
 */
export function placeTooltip(
  trigger: Box,
  tooltip: Size,
  viewport: Size,
  preferred: TooltipSide = 'top',
  offset: number = TOOLTIP_OFFSET_PX,
  padding: number = TOOLTIP_VIEWPORT_PADDING_PX,
): TooltipPlacement {
  const room: Record<TooltipSide, number> = {
    top: trigger.top,
    bottom: viewport.height - (trigger.top + trigger.height),
    left: trigger.left,
    right: viewport.width - (trigger.left + trigger.width),
  };
  const need = (side: TooltipSide): number =>
    (side === 'top' || side === 'bottom' ? tooltip.height : tooltip.width) + offset + padding;
  const opposite = OPPOSITE[preferred];
  let side = preferred;
  if (room[preferred] < need(preferred)) {
    side = room[opposite] >= need(opposite) || room[opposite] > room[preferred] ? opposite : preferred;
  }
  if (side === 'top' || side === 'bottom') {
    const left = clamp(
      trigger.left + trigger.width / 2 - tooltip.width / 2,
      padding,
      viewport.width - tooltip.width - padding,
    );
    const top =
      side === 'top' ? trigger.top - offset - tooltip.height : trigger.top + trigger.height + offset;
    return { side, top, left };
  }
  const top = clamp(
    trigger.top + trigger.height / 2 - tooltip.height / 2,
    padding,
    viewport.height - tooltip.height - padding,
  );
  const left =
    side === 'left' ? trigger.left - offset - tooltip.width : trigger.left + trigger.width + offset;
  return { side, top, left };
}

/** The timers a tooltip group uses; the browser's by default, a fake in unit tests. */
export interface TooltipClock {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
  now: () => number;
}

const browserClock: TooltipClock = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => window.clearTimeout(id as number),
  now: () => Date.now(),
};

/** One tooltip of a {@link TooltipGroup}: what the trigger's events call. */
export interface TooltipControl {
  /** Hover or focus began: open after the delay (or at once, see {@link TooltipGroup}). */
  open(): void;
  /** Hover or focus ended: close, after the grace period when `grace` is set. */
  close(options?: { grace?: boolean }): void;
  /** The pointer reached the tooltip itself: stay open. */
  keep(): void;
  isOpen(): boolean;
}

export interface TooltipGroup {
  add(show: () => void, hide: () => void): TooltipControl;
  /** Closes the open tooltip and forgets any about to open (Escape). */
  closeAll(): void;
}

/**
 * The timing shared by every tooltip of a page: one open at a time, the open delay, and the
 * skip delay that lets the next tooltip open at once after one closed.
 */
export function createTooltipGroup(
  clock: TooltipClock = browserClock,
  timing = {
    openDelay: TOOLTIP_OPEN_DELAY_MS,
    skipDelay: TOOLTIP_SKIP_DELAY_MS,
    closeGrace: TOOLTIP_CLOSE_GRACE_MS,
  },
): TooltipGroup {
  interface Entry {
    show: () => void;
    hide: () => void;
  }
  let current: Entry | null = null;
  let lastClosedAt = Number.NEGATIVE_INFINITY;
  let opening: { entry: Entry; timer: unknown } | null = null;
  let closing: { entry: Entry; timer: unknown } | null = null;

  const cancelOpening = (entry?: Entry): void => {
    if (!opening || (entry && opening.entry !== entry)) return;
    clock.clearTimeout(opening.timer);
    opening = null;
  };
  const cancelClosing = (entry?: Entry): void => {
    if (!closing || (entry && closing.entry !== entry)) return;
    clock.clearTimeout(closing.timer);
    closing = null;
  };
  const hideNow = (entry: Entry): void => {
    cancelClosing(entry);
    if (current !== entry) return;
    current = null;
    lastClosedAt = clock.now();
    entry.hide();
  };
  const showNow = (entry: Entry): void => {
    cancelOpening();
    if (current && current !== entry) hideNow(current);
    current = entry;
    entry.show();
  };

  return {
    add(show, hide) {
      const entry: Entry = { show, hide };
      return {
        open() {
          cancelClosing(entry);
          if (current === entry || opening?.entry === entry) return;
          cancelOpening();
          // Another tooltip still open (its pointer just left): it closes now, so this one skips the wait.
          if (current) hideNow(current);
          if (clock.now() - lastClosedAt < timing.skipDelay) {
            showNow(entry);
            return;
          }
          opening = { entry, timer: clock.setTimeout(() => showNow(entry), timing.openDelay) };
        },
        close({ grace = false } = {}) {
          cancelOpening(entry);
          if (current !== entry) return;
          if (!grace) {
            hideNow(entry);
            return;
          }
          if (closing?.entry === entry) return;
          cancelClosing();
          closing = { entry, timer: clock.setTimeout(() => hideNow(entry), timing.closeGrace) };
        },
        keep() {
          cancelClosing(entry);
        },
        isOpen: () => current === entry,
      };
    },
    closeAll() {
      cancelOpening();
      if (current) hideNow(current);
    },
  };
}

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]';
const SIDES: readonly TooltipSide[] = ['top', 'right', 'bottom', 'left'];

let tooltipCount = 0;

function enhance(trigger: HTMLElement, group: TooltipGroup): void {
  const doc = trigger.ownerDocument;
  const win = doc.defaultView ?? window;
  const tip = doc.createElement('div');
  tooltipCount += 1;
  tip.id = `tooltip-${tooltipCount}`;
  tip.setAttribute('role', 'tooltip');
  // Looks: `.site-tooltip` in styles/global.css. Placed against the viewport, and hoverable.
  tip.className = 'site-tooltip';
  tip.style.position = 'fixed';
  tip.style.pointerEvents = 'auto';
  tip.hidden = true;
  tip.textContent = trigger.dataset.tooltip ?? '';
  doc.body.append(tip);

  const describedBy = trigger.getAttribute('aria-describedby');
  trigger.setAttribute('aria-describedby', describedBy ? `${describedBy} ${tip.id}` : tip.id);
  // A keyboard must be able to reach what a pointer can hover.
  if (!trigger.matches(FOCUSABLE)) trigger.tabIndex = 0;

  const place = (): void => {
    const side = trigger.dataset.tooltipSide as TooltipSide | undefined;
    const placement = placeTooltip(
      trigger.getBoundingClientRect(),
      { width: tip.offsetWidth, height: tip.offsetHeight },
      { width: doc.documentElement.clientWidth, height: win.innerHeight },
      side && SIDES.includes(side) ? side : 'top',
    );
    tip.style.top = `${Math.round(placement.top)}px`;
    tip.style.left = `${Math.round(placement.left)}px`;
    tip.dataset.side = placement.side;
  };
  const show = (): void => {
    tip.textContent = trigger.dataset.tooltip ?? '';
    tip.style.top = '0px';
    tip.style.left = '0px';
    tip.hidden = false;
    place();
    trigger.dataset.tooltipOpen = 'true';
    win.addEventListener('scroll', place, { capture: true, passive: true });
    win.addEventListener('resize', place, { passive: true });
  };
  const hide = (): void => {
    tip.hidden = true;
    delete trigger.dataset.tooltipOpen;
    win.removeEventListener('scroll', place, { capture: true });
    win.removeEventListener('resize', place);
  };
  const control = group.add(show, hide);

  // A press is not a hover: it closes the tooltip, and the focus it gives opens none.
  let pressing = false;
  trigger.addEventListener('pointerenter', (event) => {
    if (event.pointerType !== 'touch') control.open();
  });
  trigger.addEventListener('pointerleave', () => control.close({ grace: true }));
  trigger.addEventListener('pointerdown', () => {
    pressing = true;
    control.close();
    doc.addEventListener('pointerup', () => (pressing = false), { once: true });
  });
  trigger.addEventListener('focus', () => {
    if (!pressing) control.open();
  });
  trigger.addEventListener('blur', () => control.close());
  tip.addEventListener('pointerenter', () => control.keep());
  tip.addEventListener('pointerleave', () => control.close({ grace: true }));
}

const groups = new WeakMap<Document, TooltipGroup>();

/**
 * Gives every `[data-tooltip]` under `root` its tooltip (each once, however often it is called).
 * Call it from the script of a page that has such elements.
 */
export function initTooltips(root: ParentNode = document, clock?: TooltipClock): void {
  // A document is its own owner; any other node names its document.
  const doc = (root as Node).ownerDocument ?? (root as Document);
  let group = groups.get(doc);
  if (!group) {
    const created = createTooltipGroup(clock);
    group = created;
    groups.set(doc, created);
    doc.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') created.closeAll();
    });
  }
  for (const trigger of root.querySelectorAll<HTMLElement>('[data-tooltip]')) {
    if (trigger.dataset.tooltipReady) continue;
    trigger.dataset.tooltipReady = 'true';
    enhance(trigger, group);
  }
}
