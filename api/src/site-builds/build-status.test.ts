// What the CMS's editors are told of the site build their save started.
import { describe, expect, it } from 'vitest';
import { BuildStatus, failureText } from './build-status.ts';

function status() {
  let clock = 0;
  const builds = new BuildStatus(() => new Date(Date.UTC(2026, 10, 27, 10, 0, clock++)));
  return builds;
}

describe('BuildStatus', () => {
  it('goes from queued to building to live, naming what asked for the build', () => {
    const builds = status();
    expect(builds.current).toBeNull();
    builds.requested('site-settings changed');
    expect(builds.current).toMatchObject({ state: 'queued', reason: 'site-settings changed', error: null });
    builds.started();
    expect(builds.current).toMatchObject({ state: 'building', reason: 'site-settings changed' });
    builds.live();
    expect(builds.current).toEqual({
      state: 'live',
      reason: 'site-settings changed',
      since: '2026-11-27T10:00:02.000Z',
      error: null,
    });
  });

  it('keeps showing the build under way when another save asks, then queues that one', () => {
    const builds = status();
    builds.requested('site-settings changed');
    builds.started();
    builds.requested('ad-slots changed');
    expect(builds.current).toMatchObject({ state: 'building', reason: 'site-settings changed' });
    builds.live();
    expect(builds.current).toMatchObject({ state: 'queued', reason: 'ad-slots changed' });
    builds.started();
    expect(builds.current).toMatchObject({ state: 'building', reason: 'ad-slots changed' });
  });

  it('says why a build failed', () => {
    const builds = status();
    builds.requested('site-settings changed');
    builds.started();
    builds.failed(new Error('astro build exited with 1\n\nbuilding pages\n[ERROR] The CMS did not answer.'));
    expect(builds.current).toMatchObject({
      state: 'failed',
      error: 'astro build exited with 1\nbuilding pages\n[ERROR] The CMS did not answer.',
    });
  });
});

describe('failureText', () => {
  it('names files without the folders the product is installed in', () => {
    const text = failureText(
      new Error(
        'astro build exited with 1\n[ERROR] Could not resolve "/opt/poolscape/site/pages/x.astro" (see http://localhost:3000/blog/a)',
      ),
    );
    expect(text).toContain('"…/x.astro"');
    expect(text).not.toContain('/opt/poolscape');
    expect(text).toContain('http://localhost:3000/blog/a');
  });

  it('keeps the first line and as many last lines as fit', () => {
    const output = Array.from({ length: 200 }, (_, index) => `line ${index}`).join('\n');
    const text = failureText(new Error(`astro build exited with 1\n${output}`));
    expect(text.startsWith('astro build exited with 1\n')).toBe(true);
    expect(text.endsWith('line 199')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(600);
  });
});
