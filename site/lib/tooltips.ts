// Tooltips for elements with `data-tooltip` (spec §9): open 700 ms after the pointer rests on the
// element or it gets keyboard focus; once one has been open, the next opens at once if it is
// asked for within 300 ms (the skip delay); placed 4 px from its element, above it unless there
// is no room; Escape, leaving or blurring closes it. role=tooltip, linked by aria-describedby.

export const TOOLTIP_TIMING = { openDelayMs: 700, skipDelayMs: 300, offsetPx: 4 } as const;

export interface Placement {
  top: number;
  left: number;
  side: 'top' | 'bottom';
}

/** Where a tooltip of `tip` size goes for a trigger at `rect`, within a viewport `width`. */
export function placeTooltip(
  rect: { top: number; bottom: number; left: number; width: number },
  tip: { width: number; height: number },
  viewportWidth: number,
  offset: number = TOOLTIP_TIMING.offsetPx,
): Placement {
  const side = rect.top - tip.height - offset >= 0 ? 'top' : 'bottom';
  const top = side === 'top' ? rect.top - tip.height - offset : rect.bottom + offset;
  const centred = rect.left + rect.width / 2 - tip.width / 2;
  const left = Math.min(Math.max(4, centred), Math.max(4, viewportWidth - tip.width - 4));
  return { top, left, side };
}

let counter = 0;
/** When the last tooltip closed (for the skip delay). */
let lastClosedAt = Number.NEGATIVE_INFINITY;
let open: { close(): void } | null = null;

function attach(trigger: HTMLElement): void {
  const text = trigger.dataset.tooltip;
  if (!text || trigger.dataset.tooltipReady) return;
  trigger.dataset.tooltipReady = 'true';
  const tip = document.createElement('div');
  tip.id = `tooltip-${++counter}`;
  tip.setAttribute('role', 'tooltip');
  tip.className = 'site-tooltip';
  tip.textContent = text;
  tip.hidden = true;
  document.body.append(tip);
  trigger.setAttribute(
    'aria-describedby',
    [trigger.getAttribute('aria-describedby'), tip.id].filter(Boolean).join(' '),
  );
  let timer: number | undefined;

  const show = (): void => {
    open?.close();
    tip.hidden = false;
    const rect = trigger.getBoundingClientRect();
    const place = placeTooltip(rect, { width: tip.offsetWidth, height: tip.offsetHeight }, window.innerWidth);
    tip.style.top = `${place.top + window.scrollY}px`;
    tip.style.left = `${place.left + window.scrollX}px`;
    tip.dataset.side = place.side;
    open = { close: hide };
  };
  const hide = (): void => {
    window.clearTimeout(timer);
    timer = undefined;
    if (tip.hidden) return;
    tip.hidden = true;
    lastClosedAt = performance.now();
    if (open?.close === hide) open = null;
  };
  const schedule = (): void => {
    window.clearTimeout(timer);
    const skip = performance.now() - lastClosedAt <= TOOLTIP_TIMING.skipDelayMs;
    if (skip) show();
    else timer = window.setTimeout(show, TOOLTIP_TIMING.openDelayMs);
  };
  trigger.addEventListener('pointerenter', schedule);
  trigger.addEventListener('focus', schedule);
  trigger.addEventListener('pointerleave', hide);
  trigger.addEventListener('blur', hide);
  trigger.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') hide();
  });
}

/** Gives every `[data-tooltip]` under `root` its tooltip (each once). */
export function initTooltips(root: ParentNode = document): void {
  for (const trigger of root.querySelectorAll<HTMLElement>('[data-tooltip]')) attach(trigger);
}
