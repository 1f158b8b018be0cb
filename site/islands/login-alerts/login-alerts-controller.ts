// Live login alerts for alpha users, on every page: the base layout starts this module when a
// session token exists (login-alerts-loader.ts). It asks the API who is signed in, keeps the
// socket connected while that user is alpha, follows sign-in, sign-out and a new token (in this
// tab or another), and shows each alert as a toast for 8 seconds. Screens follow the socket with
// `watchLoginAlerts` (the login notification test page).
import { LOGIN_ALERT_DURATION_MS, type User, UserSchema } from '@poolscape/shared';
import type { LoginAlert } from '@poolscape/shared/realtime';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import type { SocketState } from '../../lib/reconnecting-socket.ts';
import { $authToken } from '../../stores/auth-token.ts';
import { toast } from '../../stores/toasts.ts';
import { createLoginAlertsSocket, describeAlert, type LoginAlertsHandlers } from './login-alerts-socket.ts';

export type AlertsState = SocketState;
type Listener = (state: AlertsState, attempts: number) => void;
const stateListeners = new Set<Listener>();
const messageListeners = new Set<(alert: LoginAlert) => void>();
let lastState: [AlertsState, number] | null = null;

/**
 * Lets a screen follow the socket. A screen that mounts after the socket opened is told its
 * current state at once, so it never shows a connected socket as not connected.
 */
export function watchLoginAlerts(onState: Listener, onAlert: (alert: LoginAlert) => void): () => void {
  stateListeners.add(onState);
  messageListeners.add(onAlert);
  if (lastState) onState(...lastState);
  return () => {
    stateListeners.delete(onState);
    messageListeners.delete(onAlert);
  };
}

export function receivesAlerts(user: Pick<User, 'role' | 'subscriptionTier'> | null): boolean {
  return user?.role === 'alpha' || user?.subscriptionTier === 'alpha';
}

/** The members of the socket the controller uses (a `ReconnectingSocket`). */
export interface AlertsSocket {
  connect(): void;
  disconnect(): void;
  tokenUpdated(): void;
}

/** What the controller needs from the page; tests pass fakes. */
export interface LoginAlertsEnvironment {
  /** The signed-in user, or null when the token is refused. */
  fetchUser: () => Promise<Pick<User, 'role' | 'subscriptionTier'> | null>;
  /** Calls `listener` with the token whenever it changes; answers a function that stops it. */
  watchToken: (listener: (token: string | null) => void) => () => void;
  currentToken: () => string | null;
  createSocket: (handlers: LoginAlertsHandlers) => AlertsSocket;
  showAlert: (alert: LoginAlert) => void;
}

/** Connects the socket while an alpha user is signed in; answers a function that stops it all. */
export function runLoginAlerts(environment: LoginAlertsEnvironment): () => void {
  let socket: AlertsSocket | null = null;
  // Only the answer to the latest token counts: a sign-out while the user is being fetched wins.
  let generation = 0;
  const stopSocket = (): void => {
    socket?.disconnect();
    socket = null;
  };
  const follow = async (): Promise<void> => {
    generation += 1;
    const current = generation;
    if (environment.currentToken() === null) return stopSocket();
    const user = await environment.fetchUser().catch(() => null);
    if (current !== generation) return;
    if (!receivesAlerts(user)) return stopSocket();
    if (socket) return socket.tokenUpdated();
    socket = environment.createSocket({
      onAlert: (alert) => {
        for (const listener of messageListeners) listener(alert);
        environment.showAlert(alert);
      },
      onStateChange: (state, attempts) => {
        lastState = [state, attempts];
        for (const listener of stateListeners) listener(state, attempts);
      },
      log: (message) => console.info(`[poolscape] ${message}`),
    });
    socket.connect();
  };
  const stopWatching = environment.watchToken(() => void follow());
  void follow();
  return () => {
    stopWatching();
    generation += 1;
    stopSocket();
  };
}

async function fetchSignedInUser(): Promise<User | null> {
  try {
    // A check in the background of any page: a refused token only means no alerts here. Whether
    // the session is gone is for the screen the user is on to decide, so the token is kept.
    return await apiRequest('GET', '/api/simple/user', { schema: UserSchema, signOutOn401: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

let running = false;

/** Starts the alerts for this page once (the base layout calls it when a token exists). */
export function startLoginAlerts(): void {
  if (running) return;
  running = true;
  runLoginAlerts({
    fetchUser: fetchSignedInUser,
    watchToken: (listener) => $authToken.listen(listener),
    currentToken: () => $authToken.get(),
    createSocket: createLoginAlertsSocket,
    showAlert: (alert) => toast({ ...describeAlert(alert), duration: LOGIN_ALERT_DURATION_MS }),
  });
}
