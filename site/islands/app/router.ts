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
  | 'profile-setup'
  | 'profile-edit'
  | 'login-notification-test'
  | 'not-built';

/** The screen for a path of the signed-in app. */
export function screenFor(path: string): { screen: ScreenName; feature?: string } {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (clean === '/' || clean === '/dashboard') return { screen: 'dashboard' };
  if (clean === '/profile-setup') return { screen: 'profile-setup' };
  if (clean === '/profile/edit') return { screen: 'profile-edit' };
  if (clean === '/login-notification-test') return { screen: 'login-notification-test' };
  const features: [RegExp, string][] = [
    [/^\/(design\/create|create-design)$/, 'The design studio'],
    [/^\/design\/result\//, 'Design results'],
    [/^\/library$/, 'Your design library'],
    [/^\/collections/, 'Collections'],
    [/^\/presentations$/, 'Presentations'],
    [/^\/(upgrade|buy-credits|billing)$/, 'Plans and billing'],
    [/^\/advanced$/, 'Advanced tools'],
    [/^\/admin/, 'The admin area'],
  ];
  const feature = features.find(([pattern]) => pattern.test(clean))?.[1] ?? 'This page';
  return { screen: 'not-built', feature };
}
