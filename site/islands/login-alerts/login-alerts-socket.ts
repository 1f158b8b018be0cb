// The login-notification socket: for alpha users only, connected while signed in, closed cleanly
// (1000) on sign-out, reconnecting with the shared backoff after an abnormal close, and about 1 s
// after an `authTokenUpdated` event reconnecting with the new token (see `tokenUpdated`).
import { type LoginAlert, LoginAlertSchema } from '@poolscape/shared/realtime';
import {
  browserSocketEnvironment,
  ReconnectingSocket,
  type SocketEnvironment,
  type SocketState,
} from '../../lib/reconnecting-socket.ts';

export const LOGIN_ALERTS_SOCKET_PATH = '/ws/login-notifications';

export interface LoginAlertsHandlers {
  onAlert: (alert: LoginAlert) => void;
  onStateChange?: (state: SocketState, attempts: number) => void;
  log: (message: string) => void;
}

export function createLoginAlertsSocket(
  handlers: LoginAlertsHandlers,
  environment: SocketEnvironment = browserSocketEnvironment(LOGIN_ALERTS_SOCKET_PATH),
): ReconnectingSocket<LoginAlert> {
  return new ReconnectingSocket({
    ...environment,
    schema: LoginAlertSchema,
    onMessage: handlers.onAlert,
    onStateChange: handlers.onStateChange,
    onError: () => handlers.log('login notification socket error'),
    onInvalidMessage: () => handlers.log('ignored a malformed login alert'),
  });
}

/** The toast text of an alert: location joined by commas, tier uppercased. */
export function describeAlert(alert: {
  user: { name: string; email: string; tier?: string | null };
  location: { city: string | null; region: string | null; country: string | null };
}): { title: string; description: string } {
  const place =
    [alert.location.city, alert.location.region, alert.location.country].filter(Boolean).join(', ') ||
    'Unknown Location';
  const tier = (alert.user.tier || 'free').toUpperCase();
  return {
    title: `${alert.user.name} just logged in`,
    description: `${alert.user.email} · ${tier} · ${place}`,
  };
}
