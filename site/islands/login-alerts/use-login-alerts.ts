// Live login alerts for alpha users: the socket connects while signed in and closes on sign-out;
// each alert is a toast for 8 seconds.
import { LOGIN_ALERT_DURATION_MS, type User } from '@poolscape/shared';
import type { LoginAlert } from '@poolscape/shared/realtime';
import { useEffect } from 'react';
import type { SocketState } from '../../lib/reconnecting-socket.ts';
import { AUTH_TOKEN_UPDATED_EVENT, isSignedIn } from '../../stores/auth-token.ts';
import { toast } from '../../stores/toasts.ts';
import { createLoginAlertsSocket, describeAlert } from './login-alerts-socket.ts';

export type AlertsState = SocketState;
type Listener = (state: AlertsState, attempts: number) => void;
const stateListeners = new Set<Listener>();
const messageListeners = new Set<(alert: LoginAlert) => void>();

/** Lets a screen follow the socket (the login notification test page). */
export function watchLoginAlerts(onState: Listener, onAlert: (alert: LoginAlert) => void): () => void {
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
    const socket = createLoginAlertsSocket({
      onAlert: (alert) => {
        for (const listener of messageListeners) listener(alert);
        toast({ ...describeAlert(alert), duration: LOGIN_ALERT_DURATION_MS });
      },
      onStateChange: (state, attempts) => {
        for (const listener of stateListeners) listener(state, attempts);
      },
      log: (message) => console.info(`[poolscape] ${message}`),
    });
    socket.connect();
    const onToken = (): void => (isSignedIn() ? socket.tokenUpdated() : socket.disconnect());
    window.addEventListener(AUTH_TOKEN_UPDATED_EVENT, onToken);
    return () => {
      window.removeEventListener(AUTH_TOKEN_UPDATED_EVENT, onToken);
      socket.disconnect();
    };
  }, [enabled]);
}
