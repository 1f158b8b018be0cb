// The signed-in app's router: the path from `location`, client-side navigation with the
// History API, and the screen each path shows.
import { useSyncExternalStore } from 'react';
import { APP_NAVIGATE_EVENT } from './navigate-event.ts';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** The current path, re-rendering on navigation. */
export function usePath(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => '/',
  );
}

/** The current query string (`?a=1` or ''), re-rendering on navigation and {@link setSearch}. */
export function useSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
}

/**
 * Changes only the query string of the current screen (filters a screen keeps in the address).
 * `replace` (the default) keeps the history short while someone types; pass false for steps the
 * back button should undo, like changing the page.
 */
export function setSearch(search: string, options: { replace?: boolean } = {}): void {
  const next = `${window.location.pathname}${search}${window.location.hash}`;
  if (next === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
  window.history[options.replace === false ? 'pushState' : 'replaceState'](null, '', next);
  for (const listener of listeners) listener();
}

let leaving = false;

/** True once a full navigation has started: this page is going away, nothing else should move. */
export function isLeaving(): boolean {
  return leaving;
}

/** Goes to `path`: in the app without a reload when the app serves it, else a full navigation. */
export function navigate(path: string, options: { replace?: boolean; full?: boolean } = {}): void {
  if (options.full) {
    leaving = true;
    window.location[options.replace ? 'replace' : 'assign'](path);
    return;
  }
  window.history[options.replace ? 'replaceState' : 'pushState'](null, '', path);
  for (const listener of listeners) listener();
  window.dispatchEvent(new Event(APP_NAVIGATE_EVENT));
  window.scrollTo(0, 0);
}

export type ScreenName =
  | 'dashboard'
  | 'design-create'
  | 'design-result'
  | 'library'
  | 'advanced'
  | 'upgrade'
  | 'buy-credits'
  | 'billing'
  | 'profile-setup'
  | 'profile-edit'
  | 'login-notification-test'
  | 'not-built';

/** The screen for a path of the signed-in app; `designId` for a design's result screen. */
export function screenFor(path: string): { screen: ScreenName; feature?: string; designId?: string } {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (clean === '/' || clean === '/dashboard') return { screen: 'dashboard' };
  if (clean === '/design/create' || clean === '/create-design') return { screen: 'design-create' };
  if (clean === '/library') return { screen: 'library' };
  if (clean === '/advanced') return { screen: 'advanced' };
  if (clean === '/upgrade') return { screen: 'upgrade' };
  if (clean === '/buy-credits') return { screen: 'buy-credits' };
  if (clean === '/billing') return { screen: 'billing' };
  const result = clean.match(/^\/design\/result\/([^/]+)$/);
  if (result?.[1]) {
    let designId = result[1];
    try {
      designId = decodeURIComponent(designId);
    } catch {
      // A malformed escape is simply an id no design has; the screen shows not found.
    }
    return { screen: 'design-result', designId };
  }
  if (clean === '/profile-setup') return { screen: 'profile-setup' };
  if (clean === '/profile/edit') return { screen: 'profile-edit' };
  if (clean === '/login-notification-test') return { screen: 'login-notification-test' };
  const features: [RegExp, string][] = [
    [/^\/collections/, 'Collections'],
    [/^\/presentations$/, 'Presentations'],
    [/^\/admin/, 'The admin area'],
  ];
  const feature = features.find(([pattern]) => pattern.test(clean))?.[1] ?? 'This page';
  return { screen: 'not-built', feature };
}
