// Live login alerts for alpha users: the socket connects while signed in and closes on sign-out;
// each alert is a toast for 8 seconds.
import { LOGIN_ALERT_DURATION_MS, type User } from '@poolscape/shared';
import { useEffect } from 'react';
import {
  describeAlert,
  LoginAlertsSocket,
  type SocketLike,
  socketUrl,
} from '../../lib/login-alerts-socket.ts';
import { AUTH_TOKEN_UPDATED_EVENT, readAuthToken } from '../../stores/auth-token.ts';
import { toast } from '../../stores/toasts.ts';

export type AlertsState = 'connecting' | 'open' | 'closed' | 'gave-up';
type Listener = (state: AlertsState, attempts: number) => void;
const stateListeners = new Set<Listener>();
const messageListeners = new Set<(alert: unknown) => void>();

/** Lets a screen follow the socket (the login notification test page). */
export function watchLoginAlerts(onState: Listener, onAlert: (alert: unknown) => void): () => void {
  stateListeners.add(onState);
  messageListeners.add(onAlert);
  return () => {
    stateListeners.delete(onState);
    messageListeners.delete(onAlert);
  };
}

export function receivesAlerts(user: Pick<User, 'role' | 'subscriptionTier'> | null): boolean {
  return user?.role === 'alpha' || user?.subscriptionTier === 'alpha';
}

export function useLoginAlerts(user: User | null): void {
  const enabled = receivesAlerts(user);
  useEffect(() => {
    if (!enabled) return;
    const socket = new LoginAlertsSocket({
      url: (token) => socketUrl(window.location, token),
      // The browser's WebSocket has every member SocketLike uses.
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      readToken: readAuthToken,
      setTimeout: (handler, ms) => window.setTimeout(handler, ms),
      clearTimeout: (id) => window.clearTimeout(id as number),
      onMessage: (data) => {
        try {
          const alert = JSON.parse(String(data));
          for (const listener of messageListeners) listener(alert);
          toast({ ...describeAlert(alert), duration: LOGIN_ALERT_DURATION_MS });
        } catch {
          console.info('[poolscape] ignored a malformed login alert');
        }
      },
      onStateChange: (state, attempts) => {
        for (const listener of stateListeners) listener(state, attempts);
      },
      log: (message) => console.info(`[poolscape] ${message}`),
    });
    socket.connect();
    const onToken = (): void => (readAuthToken() ? socket.tokenUpdated() : socket.disconnect());
    window.addEventListener(AUTH_TOKEN_UPDATED_EVENT, onToken);
    return () => {
      window.removeEventListener(AUTH_TOKEN_UPDATED_EVENT, onToken);
      socket.disconnect();
    };
  }, [enabled]);
}
