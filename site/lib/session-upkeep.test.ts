import { createFakeStorage } from '@poolscape/tests/kit/browser-fakes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../stores/auth-token.ts';
import { startSessionUpkeep } from './session-upkeep.ts';

function setup(token: string | null, status = 500) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const beacons: { url: string; body: string }[] = [];
  let tick: (() => void) | undefined;
  let interval = 0;
  let hide: (() => void) | undefined;
  const logs: string[] = [];
  const storage = createFakeStorage(token ? { [AUTH_TOKEN_KEY]: token } : {});
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return new Response(null, { status });
  });
  startSessionUpkeep({
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
  return {
    calls,
    beacons,
    storage,
    tick: () => tick?.(),
    hide: () => hide?.(),
    interval: () => interval,
    logs,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session upkeep', () => {
  it('sends a heartbeat with the bearer token every 5 minutes, and only logs a failure', async () => {
    const upkeep = setup('tok');
    // 5 minutes written out: comparing with the shared constant would pass whatever it became.
    expect(upkeep.interval()).toBe(300_000);
    upkeep.tick();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(upkeep.calls[0]?.url).toBe('/api/session/heartbeat');
    expect(new Headers(upkeep.calls[0]?.init?.headers).get('authorization')).toBe('Bearer tok');
    expect(upkeep.logs[0]).toContain('500');
  });

  it('keeps the session when a heartbeat is refused: the failure is only logged', async () => {
    const upkeep = setup('tok', 401);
    upkeep.tick();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(upkeep.logs[0]).toContain('401');
    expect(upkeep.storage.getItem(AUTH_TOKEN_KEY)).toBe('tok');
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
