// The signed-in app's router: the path from `location`, client-side navigation with the
// History API, and the screen each path shows.

import { ADMIN_ROUTE_PATTERNS } from '@poolscape/shared';
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

/**
 * Holds the page as if leaving while a call that ends its own session is on its way (deleting the
 * account): the sign-in guard must not send it to sign in before the call's answer says where to go.
 */
export function holdForLeaving(hold: boolean): void {
  leaving = hold;
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
  | 'collections'
  | 'collection-view'
  | 'presentations'
  | 'presentation-edit'
  | 'wordpress-wizard'
  | 'leads'
  | 'admin'
  | 'not-found';

/** A path segment as written, unescaped when it can be (a malformed escape is an id nothing has). */
function segment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The screen for a path of the signed-in app; `designId` for a design's result screen,
 * `collectionId` for a collection's, `presentationId` for a presentation's.
 */
export function screenFor(path: string): {
  screen: ScreenName;
  designId?: string;
  collectionId?: string;
  presentationId?: string;
} {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (clean === '/' || clean === '/dashboard') return { screen: 'dashboard' };
  if (clean === '/design/create' || clean === '/create-design') return { screen: 'design-create' };
  if (clean === '/library') return { screen: 'library' };
  if (clean === '/advanced') return { screen: 'advanced' };
  if (clean === '/upgrade') return { screen: 'upgrade' };
  if (clean === '/buy-credits') return { screen: 'buy-credits' };
  if (clean === '/billing') return { screen: 'billing' };
  const result = clean.match(/^\/design\/result\/([^/]+)$/);
  if (result?.[1]) return { screen: 'design-result', designId: segment(result[1]) };
  if (clean === '/collections') return { screen: 'collections' };
  const collection = clean.match(/^\/collections\/([^/]+)$/);
  if (collection?.[1]) return { screen: 'collection-view', collectionId: segment(collection[1]) };
  if (clean === '/presentations') return { screen: 'presentations' };
  const presentation = clean.match(/^\/presentations\/([^/]+)$/);
  if (presentation?.[1]) return { screen: 'presentation-edit', presentationId: segment(presentation[1]) };
  if (clean === '/profile-setup') return { screen: 'profile-setup' };
  if (clean === '/profile/edit') return { screen: 'profile-edit' };
  if (clean === '/login-notification-test') return { screen: 'login-notification-test' };
  if (clean === '/wordpress-wizard') return { screen: 'wordpress-wizard' };
  if (clean === '/leads') return { screen: 'leads' };
  if (clean === '/admin' || clean.startsWith('/admin/'))
    return ADMIN_ROUTE_PATTERNS.some((pattern) => pattern.test(clean))
      ? { screen: 'admin' }
      : { screen: 'not-found' };
  return { screen: 'not-found' };
}
