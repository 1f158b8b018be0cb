import { type LoginAlert, SOCKET_CLOSE } from '@poolscape/shared/realtime';
import { describe, expect, it } from 'vitest';
import { backoffDelay, RECONNECT, type SocketLike, type SocketState } from '../../lib/reconnecting-socket.ts';
import { createLoginAlertsSocket, describeAlert } from './login-alerts-socket.ts';

class FakeSocket implements SocketLike {
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  closedWith: number | null = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
  }
  close(code?: number): void {
    this.closedWith = code ?? null;
    this.onclose?.({ code: code ?? 1005 });
  }
}

/** A controlled clock: timers run only when the test advances time. */
function harness(token: string | null = 'tok') {
  let now = 0;
  let currentToken = token;
  const timers: { at: number; run: () => void; id: number }[] = [];
  const sockets: FakeSocket[] = [];
  const delays: number[] = [];
  let nextId = 1;
  const alerts: LoginAlert[] = [];
  const states: [SocketState, number][] = [];
  const logs: string[] = [];
  const socket = createLoginAlertsSocket(
    {
      onAlert: (alert) => alerts.push(alert),
      onStateChange: (state, attempts) => states.push([state, attempts]),
      log: (message) => logs.push(message),
    },
    {
      url: () => (currentToken ? `ws://host/ws/login-notifications?token=${currentToken}` : null),
      createSocket: (url) => {
        const created = new FakeSocket(url);
        sockets.push(created);
        return created;
      },
      setTimeout: (run, ms) => {
        delays.push(ms);
        const id = nextId++;
        timers.push({ at: now + ms, run, id });
        return id;
      },
      clearTimeout: (id) => {
        const index = timers.findIndex((timer) => timer.id === id);
        if (index >= 0) timers.splice(index, 1);
      },
    },
  );
  const advance = (ms: number): void => {
    now += ms;
    for (const timer of [...timers].sort((a, b) => a.at - b.at)) {
      if (timer.at <= now) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    }
  };
  return {
    socket,
    sockets,
    delays,
    alerts,
    states,
    logs,
    advance,
    setToken: (value: string | null) => (currentToken = value),
  };
}

describe('login notification socket', () => {
  it('backs off 1 s, 2 s, 4 s, 8 s, 16 s and never more than 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('reconnects after an abnormal close with doubling delays, and gives up after 5 attempts', () => {
    const { socket, sockets, delays, advance } = harness();
    socket.connect();
    sockets.at(-1)?.onclose?.({ code: 1006 });
    for (let attempt = 1; attempt <= RECONNECT.maxAttempts; attempt += 1) {
      advance(backoffDelay(attempt));
      expect(sockets).toHaveLength(attempt + 1);
      sockets.at(-1)?.onclose?.({ code: 1006 });
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000]);
    advance(60_000);
    expect(sockets).toHaveLength(RECONNECT.maxAttempts + 1);
  });

  it('resets the attempt count after a successful connection', () => {
    const { socket, sockets, delays, advance } = harness();
    socket.connect();
    sockets.at(-1)?.onclose?.({ code: 1006 });
    advance(1000);
    sockets.at(-1)?.onclose?.({ code: 1006 });
    advance(2000);
    sockets.at(-1)?.onopen?.();
    expect(socket.attempts).toBe(0);
    sockets.at(-1)?.onclose?.({ code: 1011 });
    expect(delays.at(-1)).toBe(1000);
  });

  it('does not reconnect after a clean close or a sign-out, which closes with 1000', () => {
    const { socket, sockets, advance } = harness();
    socket.connect();
    sockets.at(-1)?.onclose?.({ code: 1000 });
    advance(60_000);
    expect(sockets).toHaveLength(1);
    socket.connect();
    socket.disconnect();
    expect(sockets.at(-1)?.closedWith).toBe(1000);
    advance(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('does not reconnect after the server ended the socket with its session', () => {
    const { socket, sockets, advance } = harness();
    socket.connect();
    sockets.at(-1)?.onclose?.({ code: SOCKET_CLOSE.sessionEnded });
    advance(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('reconnects with the new token about a second after authTokenUpdated', () => {
    const { socket, sockets, advance, setToken } = harness();
    socket.connect();
    setToken('new-token');
    socket.tokenUpdated();
    expect(sockets[0]?.closedWith).toBe(1000);
    advance(999);
    expect(sockets).toHaveLength(1);
    advance(1);
    expect(sockets.at(-1)?.url).toContain('token=new-token');
  });

  it('reports each state with the reconnect count, as the login notification test page shows it', () => {
    const { socket, sockets, states, advance } = harness();
    socket.connect();
    sockets.at(-1)?.onopen?.();
    sockets.at(-1)?.onclose?.({ code: 1006 });
    advance(1000);
    expect(states).toEqual([
      ['connecting', 0],
      ['open', 0],
      ['closed', 1],
      ['connecting', 1],
    ]);
  });

  it('passes well-formed alerts on and ignores anything else', () => {
    const { socket, sockets, alerts, logs } = harness();
    socket.connect();
    const alert: LoginAlert = {
      type: 'login',
      user: { name: 'Sam Shore', email: 'sam@example.com', tier: 'pro', role: null },
      location: { city: 'Austin', region: 'Texas', country: 'US', ip: '203.0.113.9' },
    };
    sockets.at(-1)?.onmessage?.({ data: JSON.stringify(alert) });
    sockets.at(-1)?.onmessage?.({ data: 'not json' });
    sockets.at(-1)?.onmessage?.({ data: JSON.stringify({ type: 'design-progress' }) });
    expect(alerts).toEqual([alert]);
    expect(logs).toEqual(['ignored a malformed login alert', 'ignored a malformed login alert']);
  });

  it('describes an alert with the location joined by commas, else Unknown Location, and the tier uppercased', () => {
    const user = { name: 'Sam Shore', email: 'sam@example.com', tier: 'pro' };
    expect(
      describeAlert({ user, location: { city: 'Austin', region: 'Texas', country: 'US' } }).description,
    ).toBe('sam@example.com · PRO · Austin, Texas, US');
    expect(
      describeAlert({ user: { ...user, tier: null }, location: { city: null, region: null, country: null } })
        .description,
    ).toBe('sam@example.com · FREE · Unknown Location');
  });
});
