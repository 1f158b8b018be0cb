// Session upkeep while signed in (spec sections 4 and 7): a heartbeat every 5 minutes with the
// bearer header, and on page hide a beacon `{ token, reason: "browser_close" }` to
// /api/session/close. Failures are only logged.
import { HEARTBEAT_INTERVAL_MS } from '@poolscape/shared/auth-text';

export interface UpkeepDeps {
  readToken: () => string | null;
  fetch: typeof fetch;
  sendBeacon: (url: string, body: string) => boolean;
  setInterval: (handler: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
  onPageHide: (handler: () => void) => void;
  log: (message: string) => void;
}

export function startSessionUpkeep(deps: UpkeepDeps): () => void {
  const beat = (): void => {
    const token = deps.readToken();
    if (!token) return;
    deps
      .fetch('/api/session/heartbeat', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        credentials: 'include',
      })
      .then((response) => {
        if (!response.ok) deps.log(`session heartbeat answered ${response.status}`);
      })
      .catch((error: Error) => deps.log(`session heartbeat failed: ${error.message}`));
  };
  const timer = deps.setInterval(beat, HEARTBEAT_INTERVAL_MS);
  deps.onPageHide(() => {
    const token = deps.readToken();
    if (!token) return;
    try {
      if (!deps.sendBeacon('/api/session/close', JSON.stringify({ token, reason: 'browser_close' }))) {
        deps.log('session close beacon was not queued');
      }
    } catch (error) {
      deps.log(`session close beacon failed: ${(error as Error).message}`);
    }
  });
  return () => deps.clearInterval(timer);
}
