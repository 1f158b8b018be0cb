// Where a presenter is: which slide, and whether a design slide's after picture is revealed yet.
// A design slide opens on the yard as it is; "next" first reveals the design, then moves on, and
// "back" walks the same steps in reverse, so a presenter can tell the story with one key.

export interface PlayerStep {
  /** 0 is the title slide, 1..designs the design slides, designs + 1 the closing slide. */
  slide: number;
  revealed: boolean;
}

export type PlayerAction = 'next' | 'back' | 'first' | 'last' | 'reveal' | 'exit' | 'fullscreen';

/** The action a key stands for in presenter mode, or null for keys it leaves alone. */
export function actionForKey(key: string): PlayerAction | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
    case 'PageDown':
    case ' ':
    case 'Enter':
      return 'next';
    case 'ArrowLeft':
    case 'ArrowUp':
    case 'PageUp':
    case 'Backspace':
      return 'back';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case 'r':
    case 'R':
    case 'b':
    case 'B':
      return 'reveal';
    case 'f':
    case 'F':
      return 'fullscreen';
    case 'Escape':
      return 'exit';
    default:
      return null;
  }
}

/**
 * The step after `action` in a presentation of `designs` design slides; `hasReveal(slide)` says
 * whether a design slide has a design to reveal (one not rendered yet shows only the yard).
 */
export function step(
  current: PlayerStep,
  action: PlayerAction,
  designs: number,
  hasReveal: (slide: number) => boolean = () => true,
): PlayerStep {
  const last = designs + 1;
  const isDesign = (slide: number) => slide >= 1 && slide <= designs && hasReveal(slide);
  switch (action) {
    case 'next':
      if (isDesign(current.slide) && !current.revealed) return { ...current, revealed: true };
      return current.slide >= last ? current : { slide: current.slide + 1, revealed: false };
    case 'back':
      if (isDesign(current.slide) && current.revealed) return { ...current, revealed: false };
      if (current.slide <= 0) return current;
      // Back onto a design slide shows it as it was left: revealed.
      return { slide: current.slide - 1, revealed: isDesign(current.slide - 1) };
    case 'first':
      return { slide: 0, revealed: false };
    case 'last':
      return { slide: last, revealed: false };
    case 'reveal':
      return isDesign(current.slide) ? { ...current, revealed: !current.revealed } : current;
    default:
      return current;
  }
}

/** A horizontal swipe's action: left goes on, right goes back; short or mostly vertical ones do nothing. */
export function actionForSwipe(dx: number, dy: number): PlayerAction | null {
  if (Math.abs(dx) < 50 || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  return dx < 0 ? 'next' : 'back';
}
