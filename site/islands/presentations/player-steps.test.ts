import { describe, expect, it } from 'vitest';
import { actionForKey, actionForSwipe, step } from './player-steps.ts';

describe('presenter steps', () => {
  it('reveals each design before moving on, from the title to the closing slide', () => {
    let at = { slide: 0, revealed: false };
    const seen: string[] = [];
    for (let press = 0; press < 7; press += 1) {
      at = step(at, 'next', 2);
      seen.push(`${at.slide}${at.revealed ? '+' : ''}`);
    }
    expect(seen).toEqual(['1', '1+', '2', '2+', '3', '3', '3']);
  });

  it('walks back through the same steps', () => {
    let at = { slide: 3, revealed: false };
    const seen: string[] = [];
    for (let press = 0; press < 6; press += 1) {
      at = step(at, 'back', 2);
      seen.push(`${at.slide}${at.revealed ? '+' : ''}`);
    }
    expect(seen).toEqual(['2+', '2', '1+', '1', '0', '0']);
  });

  it('skips the reveal of a design that has no render yet', () => {
    const rendered = (slide: number) => slide !== 1;
    expect(step({ slide: 1, revealed: false }, 'next', 2, rendered)).toEqual({ slide: 2, revealed: false });
    expect(step({ slide: 2, revealed: false }, 'back', 2, rendered)).toEqual({ slide: 1, revealed: false });
  });

  it('toggles the reveal only on design slides, and jumps to either end', () => {
    expect(step({ slide: 1, revealed: false }, 'reveal', 2)).toEqual({ slide: 1, revealed: true });
    expect(step({ slide: 0, revealed: false }, 'reveal', 2)).toEqual({ slide: 0, revealed: false });
    expect(step({ slide: 1, revealed: true }, 'last', 2)).toEqual({ slide: 3, revealed: false });
    expect(step({ slide: 2, revealed: true }, 'first', 2)).toEqual({ slide: 0, revealed: false });
  });

  it('maps the presenter keys and swipes', () => {
    expect(['ArrowRight', ' ', 'PageDown'].map(actionForKey)).toEqual(['next', 'next', 'next']);
    expect(['ArrowLeft', 'PageUp'].map(actionForKey)).toEqual(['back', 'back']);
    expect(actionForKey('Escape')).toBe('exit');
    expect(actionForKey('x')).toBeNull();
    expect(actionForSwipe(-120, 10)).toBe('next');
    expect(actionForSwipe(120, 10)).toBe('back');
    expect(actionForSwipe(30, 0)).toBeNull();
    expect(actionForSwipe(80, 100)).toBeNull();
  });
});
