// An API process's own CMS that crashes is started again (on the same address), a start that fails
// is tried again, and a CMS stopped on purpose stays stopped.
import { describe, expect, it } from 'vitest';
import type { CmsProcess } from './cms-process.ts';
import { keepCmsRunning } from './keep-running.ts';

/** A CMS that can be made to crash, as `startCms` returns one. */
function fakeCms(url = 'http://127.0.0.1:4100') {
  const listeners: ((code: number | null) => void)[] = [];
  let running = true;
  const cms: CmsProcess & { crash(): void; running(): boolean } = {
    url,
    onExit: (listener) => void listeners.push(listener),
    stop: async () => {
      running = false;
    },
    crash: () => {
      running = false;
      for (const listener of listeners) listener(1);
    },
    running: () => running,
  };
  return cms;
}

const until = async (check: () => boolean): Promise<void> => {
  for (let waited = 0; !check(); waited += 10) {
    if (waited > 2_000) throw new Error('not in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('keepCmsRunning', () => {
  it('starts the CMS again after a crash, and again after a start that failed', async () => {
    const first = fakeCms();
    const second = fakeCms();
    let starts = 0;
    const said: string[] = [];
    const kept = keepCmsRunning(
      first,
      async () => {
        starts += 1;
        if (starts === 1) throw new Error('port in use');
        return second;
      },
      (message) => said.push(message),
      10,
    );
    first.crash();
    await until(() => starts === 2);
    await until(() => said.includes('the CMS is running again'));
    expect(said[0]).toBe('the CMS stopped (exit 1); starting it again');
    expect(said[1]).toContain('the CMS did not start again (port in use)');
    expect(kept.url).toBe(second.url);
    // The next crash is watched too.
    second.crash();
    await until(() => starts === 3);
    await kept.stop();
  });

  it('leaves a CMS stopped on purpose stopped, and stops one that was starting meanwhile', async () => {
    const first = fakeCms();
    const late = fakeCms();
    let release: () => void = () => {};
    const kept = keepCmsRunning(
      first,
      () => new Promise<CmsProcess>((resolve) => (release = () => resolve(late))),
      () => {},
      10,
    );
    first.crash();
    await kept.stop();
    release();
    await until(() => !late.running());
  });
});
