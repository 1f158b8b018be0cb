// What the admin header's site build indicator says and how often it asks again (the component is
// SiteBuildIndicator.tsx): plain words an editor reads at a glance.
import type { SiteBuildStatus } from '@poolscape/shared/content-changes';

/** How often the indicator asks while a build is queued or running. */
export const ACTIVE_POLL_MS = 3_000;
/** How often it asks otherwise: a save is noticed at once anyway (the admin reports each save). */
export const IDLE_POLL_MS = 30_000;

/** The wait before the next question, by the last answer (null: none, or it failed). */
export function nextPollMs(build: SiteBuildStatus | null): number {
  return build && (build.state === 'queued' || build.state === 'building') ? ACTIVE_POLL_MS : IDLE_POLL_MS;
}

/** `since` as a time of day in the editor's own clock and language (`10:42`). */
function timeOf(since: string, locale?: string): string {
  return new Date(since).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
}

/** The indicator's words for `build`. */
export function siteBuildLabel(build: SiteBuildStatus, locale?: string): string {
  switch (build.state) {
    case 'queued':
      return 'Site update queued';
    case 'building':
      return 'Site updating…';
    case 'live':
      return `Site up to date (since ${timeOf(build.since, locale)})`;
    case 'failed':
      return 'Site update failed';
  }
}

/** A longer sentence for the indicator's tooltip and its screen reader name. */
export function siteBuildDescription(build: SiteBuildStatus, locale?: string): string {
  const why = `Asked for by: ${build.reason}.`;
  switch (build.state) {
    case 'queued':
      return `A site build will start in a moment. ${why}`;
    case 'building':
      return `The site is being rebuilt since ${timeOf(build.since, locale)}; visitors see the previous version until it is done. ${why}`;
    case 'live':
      return `The latest site build went live at ${timeOf(build.since, locale)}. ${why}`;
    case 'failed':
      return `The site build failed at ${timeOf(build.since, locale)}; visitors still see the previous version. ${why}`;
  }
}
