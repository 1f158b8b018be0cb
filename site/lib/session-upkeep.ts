// Session upkeep while signed in: a heartbeat every 5 minutes with the bearer header, and on page
// hide a beacon `{ token, reason: "browser_close" }` to /api/session/close. Failures are only
// logged: upkeep runs in the background and never signs anyone out by itself.
import { HEARTBEAT_INTERVAL_MS } from '@poolscape/shared/auth-text';
import { isSignedIn } from '../stores/auth-token.ts';
import { ApiError, apiRequest, sendBeaconWithToken } from './api-client.ts';

export interface UpkeepDeps {
  sendBeacon: (url: string, body: string) => boolean;
  setInterval: (handler: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
  onPageHide: (handler: () => void) => void;
  log: (message: string) => void;
}

export function startSessionUpkeep(deps: UpkeepDeps): () => void {
  const beat = (): void => {
    if (!isSignedIn()) return;
    apiRequest('POST', '/api/session/heartbeat', { signOutOn401: false }).catch((error: Error) =>
      deps.log(
        error instanceof ApiError
          ? `session heartbeat answered ${error.status}`
          : `session heartbeat failed: ${error.message}`,
      ),
    );
  };
  const timer = deps.setInterval(beat, HEARTBEAT_INTERVAL_MS);
  deps.onPageHide(() => {
    try {
      const queued = sendBeaconWithToken(
        '/api/session/close',
        (token) => ({ token, reason: 'browser_close' }),
        deps.sendBeacon,
      );
      if (queued === false) deps.log('session close beacon was not queued');
    } catch (error) {
      deps.log(`session close beacon failed: ${(error as Error).message}`);
    }
  });
  return () => deps.clearInterval(timer);
}
