// A break in a long piece of work, so the browser can paint and answer input in between.

/** `scheduler.yield()` where the browser has it (its continuation runs before other waiting work). */
interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/** Resolves once the browser has had a turn: through `scheduler.yield()`, else a zero timeout. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
