// The CMS an API process starts beside it (`npm start`) is started again when it exits on its own:
// a crash of the CMS costs the editors and the `/cms` pages a few seconds, not the rest of the
// process's life. A start that fails is tried again after a pause that doubles, up to a minute. (A
// CMS service, CMS_MODE=service, exits instead, for its supervisor to start it again.)
import type { CmsProcess } from './cms-process.ts';

const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 60_000;

/**
 * Watches `first`, and starts a new CMS with `start` whenever the running one exits on its own.
 * The CMS returned is always the running one (its `url` stays the same, as `start` keeps the port);
 * `stop` stops it for good.
 */
export function keepCmsRunning(
  first: CmsProcess,
  start: () => Promise<CmsProcess>,
  say: (message: string) => void,
  pauseMs = FIRST_PAUSE_MS,
): CmsProcess {
  let current = first;
  let stopped = false;
  const exitListeners: ((code: number | null) => void)[] = [];

  const restart = async (): Promise<void> => {
    for (let pause = pauseMs; !stopped; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
      try {
        const started = await start();
        if (stopped) return void (await started.stop());
        current = started;
        watch(started);
        say('the CMS is running again');
        return;
      } catch (error) {
        say(`the CMS did not start again (${(error as Error).message}); trying again in ${pause / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, pause).unref());
      }
    }
  };
  const watch = (cms: CmsProcess): void =>
    cms.onExit((code) => {
      if (stopped) return;
      for (const listener of exitListeners) listener(code);
      say(`the CMS stopped (${code === null ? 'killed' : `exit ${code}`}); starting it again`);
      void restart();
    });

  watch(first);
  return {
    get url() {
      return current.url;
    },
    onExit: (listener) => void exitListeners.push(listener),
    stop: () => {
      stopped = true;
      return current.stop();
    },
  };
}
