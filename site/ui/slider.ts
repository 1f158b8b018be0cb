// The before/after slider's math: where the divider sits (0..100, the share of the width, from
// the left, that shows the photo before; the render fills the rest), from a pointer or from the
// keys a slider role promises (WAI-ARIA APG "Slider": arrows step, Page Up/Down step ten, Home and
// End go to the ends).

export const SLIDER_START = 50;
export const SLIDER_STEP = 1;
export const SLIDER_PAGE_STEP = 10;

export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return SLIDER_START;
  return Math.min(100, Math.max(0, value));
}

/** The divider's position for a pointer at `clientX` over a slider shown in `rect`. */
export function percentFromPointer(clientX: number, rect: { left: number; width: number }): number {
  if (rect.width <= 0) return SLIDER_START;
  return clampPercent(Math.round(((clientX - rect.left) / rect.width) * 1000) / 10);
}

/** The position after `key`, or null when the key is not one the slider handles. */
export function percentFromKey(current: number, key: string): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPercent(Math.round(current) - SLIDER_STEP);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPercent(Math.round(current) + SLIDER_STEP);
    case 'PageDown':
      return clampPercent(Math.round(current) - SLIDER_PAGE_STEP);
    case 'PageUp':
      return clampPercent(Math.round(current) + SLIDER_PAGE_STEP);
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return null;
  }
}

/** The `clip-path` that shows the top image (the photo) on the left `percent` of the slider. */
export function revealClip(percent: number): string {
  return `inset(0 ${100 - clampPercent(percent)}% 0 0)`;
}
