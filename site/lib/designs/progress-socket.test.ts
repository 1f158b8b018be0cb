import type { DesignProgressEvent } from '@poolscape/shared/realtime';
import { describe, expect, it } from 'vitest';
import type { SocketLike, SocketState } from '../reconnecting-socket.ts';
import { createProgressSocket } from './progress-socket.ts';

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

const progressEvent: DesignProgressEvent = {
  type: 'design-progress',
  designId: 'd1',
  version: 2,
  status: 'rendering',
  progress: 40,
  message: 'Rendered 1 of 2 images.',
};

function harness(token: string | null = 'tok') {
  const sockets: FakeSocket[] = [];
  const states: SocketState[] = [];
  const messages: DesignProgressEvent[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const socket = createProgressSocket(
    {
      onEvent: (event) => messages.push(event),
      onStateChange: (state) => states.push(state),
    },
    {
      url: () => (token ? `ws://test/ws/designs?token=${token}` : null),
      createSocket: (url) => {
        const created = new FakeSocket(url);
        sockets.push(created);
        return created;
      },
      setTimeout: (run, ms) => timers.push({ ms, run }),
      clearTimeout: () => undefined,
    },
  );
  return { socket, sockets, states, messages, timers };
}

describe('the design progress socket', () => {
  it('connects with the token and passes messages on', () => {
    const { socket, sockets, states, messages } = harness();
    socket.connect();
    expect(sockets[0]?.url).toBe('ws://test/ws/designs?token=tok');
    sockets[0]?.onopen?.();
    sockets[0]?.onmessage?.({ data: JSON.stringify(progressEvent) });
    expect(states).toEqual(['connecting', 'open']);
    expect(messages).toEqual([progressEvent]);
  });

  it('accepts only well-formed progress messages', () => {
    const { socket, sockets, messages } = harness();
    socket.connect();
    sockets[0]?.onmessage?.({ data: 'not json' });
    sockets[0]?.onmessage?.({ data: JSON.stringify({ type: 'login' }) });
    sockets[0]?.onmessage?.({ data: '{"type":"design-progress"}' });
    expect(messages).toEqual([]);
  });

  it('reconnects after an abnormal close with 1, 2, 4, 8 and 16 s waits, then gives up (the screen keeps polling)', () => {
    const { socket, sockets, states, timers } = harness();
    socket.connect();
    for (let attempt = 0; attempt < 6; attempt++) {
      const scheduled = timers.length;
      sockets.at(-1)?.onclose?.({ code: 1006 });
      if (timers.length > scheduled) timers.at(-1)?.run();
    }
    expect(timers.map((timer) => timer.ms)).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(states.at(-1)).toBe('gave-up');
  });

  it('counts attempts again after a connection succeeded', () => {
    const { socket, sockets, timers } = harness();
    socket.connect();
    sockets[0]?.onclose?.({ code: 1006 });
    timers[0]?.run();
    sockets[1]?.onopen?.();
    sockets[1]?.onclose?.({ code: 1006 });
    expect(timers.map((timer) => timer.ms)).toEqual([1000, 1000]);
  });

  it('closes cleanly when the screen is left, and does not come back', () => {
    const { socket, sockets, timers, states } = harness();
    socket.connect();
    sockets[0]?.onopen?.();
    socket.disconnect();
    expect(sockets[0]?.closedWith).toBe(1000);
    expect(timers).toHaveLength(0);
    expect(states.at(-1)).toBe('closed');
  });

  it('does not connect without a token', () => {
    const { socket, sockets, states } = harness(null);
    socket.connect();
    expect(sockets).toHaveLength(0);
    expect(states).toEqual(['closed']);
  });
});
