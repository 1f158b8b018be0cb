import { HEARTBEAT_INTERVAL_MS } from '@poolscape/shared';
import { describe, expect, it } from 'vitest';
import { startSessionUpkeep } from './session-upkeep.ts';

function setup(token: string | null) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const beacons: { url: string; body: string }[] = [];
  let tick: (() => void) | undefined;
  let interval = 0;
  let hide: (() => void) | undefined;
  const logs: string[] = [];
  startSessionUpkeep({
    readToken: () => token,
    fetch: (async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return new Response(null, { status: 500 });
    }) as typeof fetch,
    sendBeacon: (url, body) => {
      beacons.push({ url, body });
      return true;
    },
    setInterval: (handler, ms) => {
      tick = handler;
      interval = ms;
      return 1;
    },
    clearInterval: () => {},
    onPageHide: (handler) => {
      hide = handler;
    },
    log: (message) => logs.push(message),
  });
  return { calls, beacons, tick: () => tick?.(), hide: () => hide?.(), interval: () => interval, logs };
}

describe('session upkeep', () => {
  it('sends a heartbeat with the bearer token every 5 minutes, and only logs a failure', async () => {
    const upkeep = setup('tok');
    expect(upkeep.interval()).toBe(HEARTBEAT_INTERVAL_MS);
    upkeep.tick();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(upkeep.calls[0]?.url).toBe('/api/session/heartbeat');
    expect((upkeep.calls[0]?.init?.headers as Record<string, string> | undefined)?.authorization).toBe(
      'Bearer tok',
    );
    expect(upkeep.logs[0]).toContain('500');
  });

  it('sends the close beacon with the token and reason browser_close when the page is hidden', () => {
    const upkeep = setup('tok');
    upkeep.hide();
    expect(upkeep.beacons).toEqual([
      { url: '/api/session/close', body: JSON.stringify({ token: 'tok', reason: 'browser_close' }) },
    ]);
  });

  it('does nothing while signed out', () => {
    const upkeep = setup(null);
    upkeep.tick();
    upkeep.hide();
    expect(upkeep.calls).toEqual([]);
    expect(upkeep.beacons).toEqual([]);
  });
});
