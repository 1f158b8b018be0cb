import { describe, expect, it } from 'vitest';
import {
  createTooltipGroup,
  placeTooltip,
  TOOLTIP_OFFSET_PX,
  TOOLTIP_OPEN_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  type TooltipClock,
} from './tooltips.ts';

/** A clock that only moves when told to, running due timers in order. */
function createFakeClock(): TooltipClock & { advance: (ms: number) => void } {
  let now = 1_000_000;
  let nextId = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout: (callback, ms) => {
      nextId += 1;
      timers.set(nextId, { at: now + ms, callback });
      return nextId;
    },
    clearTimeout: (id) => {
      timers.delete(id as number);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = end;
    },
  };
}

function setUp() {
  const clock = createFakeClock();
  const group = createTooltipGroup(clock);
  const shown: string[] = [];
  const tooltip = (name: string) =>
    group.add(
      () => shown.push(name),
      () => shown.splice(shown.indexOf(name), 1),
    );
  return { clock, group, shown, tooltip };
}

describe('tooltip timing', () => {
  it('opens 700 ms after hover or focus begins, not before', () => {
    const { clock, shown, tooltip } = setUp();
    const copy = tooltip('copy');
    copy.open();
    clock.advance(TOOLTIP_OPEN_DELAY_MS - 1);
    expect(shown).toEqual([]);
    clock.advance(1);
    expect(shown).toEqual(['copy']);
    expect(copy.isOpen()).toBe(true);
  });

  it('never opens when the pointer leaves before the delay', () => {
    const { clock, shown, tooltip } = setUp();
    const copy = tooltip('copy');
    copy.open();
    clock.advance(500);
    copy.close({ grace: true });
    clock.advance(1000);
    expect(shown).toEqual([]);
  });

  it('opens the next tooltip at once when one closed less than 300 ms ago', () => {
    const { clock, shown, tooltip } = setUp();
    const first = tooltip('first');
    const second = tooltip('second');
    first.open();
    clock.advance(TOOLTIP_OPEN_DELAY_MS);
    first.close();
    clock.advance(TOOLTIP_SKIP_DELAY_MS - 1);
    second.open();
    expect(shown).toEqual(['second']);
  });

  it('waits the full delay again once 300 ms have passed since the last one closed', () => {
    const { clock, shown, tooltip } = setUp();
    const first = tooltip('first');
    const second = tooltip('second');
    first.open();
    clock.advance(TOOLTIP_OPEN_DELAY_MS);
    first.close();
    clock.advance(TOOLTIP_SKIP_DELAY_MS);
    second.open();
    expect(shown).toEqual([]);
    clock.advance(TOOLTIP_OPEN_DELAY_MS);
    expect(shown).toEqual(['second']);
  });

  it('shows one tooltip at a time: moving straight to another trigger swaps them at once', () => {
    const { shown, clock, tooltip } = setUp();
    const first = tooltip('first');
    const second = tooltip('second');
    first.open();
    clock.advance(TOOLTIP_OPEN_DELAY_MS);
    first.close({ grace: true });
    second.open();
    expect(shown).toEqual(['second']);
    expect(first.isOpen()).toBe(false);
  });

  it('stays open while the pointer crosses onto the tooltip, and closes when it leaves that too', () => {
    const { shown, clock, tooltip } = setUp();
    const copy = tooltip('copy');
    copy.open();
    clock.advance(TOOLTIP_OPEN_DELAY_MS);
    copy.close({ grace: true });
    clock.advance(50);
    copy.keep();
    clock.advance(1000);
    expect(shown).toEqual(['copy']);
    copy.close({ grace: true });
    clock.advance(1000);
    expect(shown).toEqual([]);
  });

  it('closes everything, and forgets a tooltip about to open, on Escape', () => {
    const { shown, clock, group, tooltip } = setUp();
    const first = tooltip('first');
    const second = tooltip('second');
    first.open();
    clock.advance(TOOLTIP_OPEN_DELAY_MS);
    group.closeAll();
    expect(shown).toEqual([]);
    clock.advance(TOOLTIP_SKIP_DELAY_MS);
    second.open();
    group.closeAll();
    clock.advance(TOOLTIP_OPEN_DELAY_MS * 2);
    expect(shown).toEqual([]);
  });
});

describe('tooltip placement', () => {
  const viewport = { width: 1000, height: 800 };
  const tooltip = { width: 120, height: 30 };

  it('sits 4 px above the trigger, centred on it', () => {
    const trigger = { top: 400, left: 500, width: 100, height: 40 };
    expect(placeTooltip(trigger, tooltip, viewport)).toEqual({
      side: 'top',
      top: 400 - TOOLTIP_OFFSET_PX - 30,
      left: 550 - 60,
    });
  });

  it('flips below the trigger when there is no room above', () => {
    const trigger = { top: 10, left: 500, width: 100, height: 40 };
    expect(placeTooltip(trigger, tooltip, viewport)).toEqual({ side: 'bottom', top: 54, left: 490 });
  });

  it('flips above a trigger near the bottom edge that asked for the bottom side', () => {
    const trigger = { top: 770, left: 500, width: 100, height: 20 };
    expect(placeTooltip(trigger, tooltip, viewport, 'bottom').side).toBe('top');
  });

  it('keeps to the preferred side when neither side has room and it has more', () => {
    const small = { width: 400, height: 60 };
    const trigger = { top: 30, left: 100, width: 100, height: 10 };
    expect(placeTooltip(trigger, tooltip, small).side).toBe('top');
  });

  it('stays inside the viewport along the other axis', () => {
    expect(placeTooltip({ top: 400, left: 0, width: 20, height: 20 }, tooltip, viewport).left).toBe(4);
    expect(placeTooltip({ top: 400, left: 990, width: 10, height: 20 }, tooltip, viewport).left).toBe(
      1000 - 120 - 4,
    );
  });

  it('places on the left or right side, flipping when needed', () => {
    const trigger = { top: 400, left: 500, width: 100, height: 40 };
    expect(placeTooltip(trigger, tooltip, viewport, 'right')).toEqual({ side: 'right', top: 405, left: 604 });
    expect(placeTooltip({ ...trigger, left: 20 }, tooltip, viewport, 'left').side).toBe('right');
  });
});
