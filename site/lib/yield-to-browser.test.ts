import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser.ts';

describe('yieldToBrowser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("waits for the browser's scheduler where it has one", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await yieldToBrowser();
    expect(yielded).toHaveBeenCalledOnce();
  });

  it('else waits for a timer, so the work after it runs in a later task', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    let done = false;
    const waiting = yieldToBrowser().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.runAllTimersAsync();
    await waiting;
    expect(done).toBe(true);
  });
});
