// The words of the CMS header's site build indicator, and how often it asks again.
import type { SiteBuildStatus } from '@poolscape/shared/content-changes';
import { describe, expect, it } from 'vitest';
import {
  ACTIVE_POLL_MS,
  IDLE_POLL_MS,
  nextPollMs,
  siteBuildDescription,
  siteBuildLabel,
} from './site-build-text.ts';

const build = (state: SiteBuildStatus['state']): SiteBuildStatus => ({
  state,
  reason: 'site-settings changed',
  since: '2026-11-27T10:42:00.000Z',
  error: state === 'failed' ? 'astro build exited with 1' : null,
});

describe('the site build indicator', () => {
  it('asks every few seconds only while a build is queued or running', () => {
    expect(nextPollMs(build('queued'))).toBe(ACTIVE_POLL_MS);
    expect(nextPollMs(build('building'))).toBe(ACTIVE_POLL_MS);
    expect(nextPollMs(build('live'))).toBe(IDLE_POLL_MS);
    expect(nextPollMs(build('failed'))).toBe(IDLE_POLL_MS);
    expect(nextPollMs(null)).toBe(IDLE_POLL_MS);
  });

  it('names each state in plain words, with what asked for the build', () => {
    expect(siteBuildLabel(build('queued'))).toBe('Site update queued');
    expect(siteBuildLabel(build('building'))).toBe('Site updating…');
    expect(siteBuildLabel(build('live'))).toMatch(/^Site up to date \(since .+\)$/);
    expect(siteBuildLabel(build('failed'))).toBe('Site update failed');
    expect(siteBuildDescription(build('failed'))).toContain('visitors still see the previous version');
    expect(siteBuildDescription(build('queued'))).toContain('site-settings changed');
  });
});
