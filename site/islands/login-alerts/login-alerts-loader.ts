// The base layout's check for login alerts, on every page: while nobody is signed in in this
// browser it only waits for a token, so signed-out visitors load nothing more; once a token
// exists it loads the alerts (login-alerts-controller.ts), which ask the API whether the user is
// alpha before connecting.
import { AUTH_TOKEN_KEY, AUTH_TOKEN_UPDATED_EVENT, isSignedIn } from '../../stores/auth-token.ts';

/** What the loader needs from the page; tests pass fakes. */
export interface LoaderEnvironment {
  isSignedIn: () => boolean;
  /** Calls `listener` whenever the token may have changed; answers a function that stops it. */
  onTokenChange: (listener: () => void) => () => void;
  start: () => Promise<void>;
}

/** Starts the alerts now if a token exists, else as soon as one appears. */
export function loadLoginAlertsWhenSignedIn(environment: LoaderEnvironment): void {
  if (environment.isSignedIn()) {
    void environment.start();
    return;
  }
  const stop = environment.onTokenChange(() => {
    if (!environment.isSignedIn()) return;
    stop();
    void environment.start();
  });
}

function browserTokenChanges(listener: () => void): () => void {
  const onStorage = (event: StorageEvent): void => {
    if (event.key === null || event.key === AUTH_TOKEN_KEY) listener();
  };
  window.addEventListener(AUTH_TOKEN_UPDATED_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(AUTH_TOKEN_UPDATED_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function initLoginAlertsLoader(): void {
  loadLoginAlertsWhenSignedIn({
    isSignedIn,
    onTokenChange: browserTokenChanges,
    start: () => import('./login-alerts-controller.ts').then(({ startLoginAlerts }) => startLoginAlerts()),
  });
}
