import type { User } from '@poolscape/shared';
import type { LoginAlert } from '@poolscape/shared/realtime';
import { describe, expect, it } from 'vitest';
import {
  type AlertsSocket,
  type LoginAlertsEnvironment,
  runLoginAlerts,
  watchLoginAlerts,
} from './login-alerts-controller.ts';
import { loadLoginAlertsWhenSignedIn } from './login-alerts-loader.ts';
import type { LoginAlertsHandlers } from './login-alerts-socket.ts';

type Person = Pick<User, 'role' | 'subscriptionTier'>;
const ALPHA: Person = { role: null, subscriptionTier: 'alpha' };
const FREE: Person = { role: null, subscriptionTier: 'free' };

const ALERT: LoginAlert = {
  type: 'login',
  user: { name: 'Otto Other', email: 'otto@example.com', tier: 'free', role: null },
  location: { city: 'Amsterdam', region: 'North Holland', country: 'Netherlands', ip: '193.0.6.139' },
};

/** A page whose token and signed-in user the test sets, with sockets that record their calls. */
function page(token: string | null, user: Person | null) {
  const state = { token, user };
  const calls: string[] = [];
  const handlers: LoginAlertsHandlers[] = [];
  const shown: LoginAlert[] = [];
  const tokenListeners = new Set<(token: string | null) => void>();
  let pendingUser: ((user: Person | null) => void) | null = null;
  let holdUser = false;
  const environment: LoginAlertsEnvironment = {
    fetchUser: () =>
      holdUser
        ? new Promise((resolve) => {
            pendingUser = resolve;
          })
        : Promise.resolve(state.user),
    watchToken: (listener) => {
      tokenListeners.add(listener);
      return () => tokenListeners.delete(listener);
    },
    currentToken: () => state.token,
    createSocket: (socketHandlers): AlertsSocket => {
      handlers.push(socketHandlers);
      calls.push('create');
      return {
        connect: () => calls.push('connect'),
        disconnect: () => calls.push('disconnect'),
        tokenUpdated: () => calls.push('tokenUpdated'),
      };
    },
    showAlert: (alert) => shown.push(alert),
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    environment,
    calls,
    handlers,
    shown,
    settle,
    setToken(next: string | null, user: Person | null = state.user) {
      state.token = next;
      state.user = user;
      for (const listener of tokenListeners) listener(next);
    },
    hold: () => {
      holdUser = true;
    },
    release: (user: Person | null) => pendingUser?.(user),
  };
}

describe('login alerts on every page', () => {
  it('connects the socket for a signed-in alpha user and shows each alert', async () => {
    const p = page('tok', ALPHA);
    const stop = runLoginAlerts(p.environment);
    await p.settle();
    expect(p.calls).toEqual(['create', 'connect']);
    p.handlers[0]?.onAlert(ALERT);
    expect(p.shown).toEqual([ALERT]);
    stop();
  });

  it('opens no socket for a signed-in user who is not alpha, or when the token is refused', async () => {
    for (const user of [FREE, null]) {
      const p = page('tok', user);
      const stop = runLoginAlerts(p.environment);
      await p.settle();
      expect(p.calls).toEqual([]);
      stop();
    }
  });

  it('closes on sign-out, reconnects with a new token, and connects after signing in on the page', async () => {
    const p = page('tok', ALPHA);
    const stop = runLoginAlerts(p.environment);
    await p.settle();
    p.setToken('tok-2');
    await p.settle();
    p.setToken(null);
    await p.settle();
    expect(p.calls).toEqual(['create', 'connect', 'tokenUpdated', 'disconnect']);
    p.setToken('tok-3', ALPHA);
    await p.settle();
    expect(p.calls.slice(4)).toEqual(['create', 'connect']);
    stop();
  });

  it('lets a sign-out made while the user is being fetched win', async () => {
    const p = page('tok', ALPHA);
    p.hold();
    const stop = runLoginAlerts(p.environment);
    p.setToken(null);
    p.release(ALPHA);
    await p.settle();
    expect(p.calls).toEqual([]);
    stop();
  });

  it('tells a screen that starts watching late the state the socket is already in', async () => {
    const p = page('tok', ALPHA);
    const stop = runLoginAlerts(p.environment);
    await p.settle();
    p.handlers[0]?.onStateChange?.('open', 0);
    const seen: string[] = [];
    const unwatch = watchLoginAlerts(
      (state) => seen.push(state),
      () => {},
    );
    expect(seen).toEqual(['open']);
    unwatch();
    stop();
  });
});

describe('the base layout loads login alerts only for a signed-in browser', () => {
  function loader(signedIn: boolean) {
    const state = { signedIn, starts: 0, listening: false };
    let listener: (() => void) | null = null;
    loadLoginAlertsWhenSignedIn({
      isSignedIn: () => state.signedIn,
      onTokenChange: (next) => {
        listener = next;
        state.listening = true;
        return () => {
          state.listening = false;
        };
      },
      start: async () => {
        state.starts += 1;
      },
    });
    return { state, fire: () => listener?.() };
  }

  it('starts at once when a token exists', () => {
    expect(loader(true).state).toMatchObject({ starts: 1, listening: false });
  });

  it('loads nothing for a signed-out visitor until a token appears, then starts once', () => {
    const { state, fire } = loader(false);
    fire();
    expect(state).toMatchObject({ starts: 0, listening: true });
    state.signedIn = true;
    fire();
    expect(state).toMatchObject({ starts: 1, listening: false });
  });
});
