/**
 * Keeps a drag's pointer events coming to `element` even when the pointer leaves it. A pointer the
 * browser no longer knows (it was lifted in the meantime) cannot be captured; the drag then simply
 * ends with it.
 */
export function capturePointer(element: Element, pointerId: number): void {
  try {
    element.setPointerCapture(pointerId);
  } catch {
    // Nothing to capture: the pointer is already gone.
  }
}
