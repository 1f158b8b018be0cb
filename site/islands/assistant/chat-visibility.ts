/**
 * Where the chat widget may appear: on every page except the sign-in page,
 * and not on the design screen of a phone, where the editor needs the whole small screen.
 */

/** Below this width (the site's mobile breakpoint) the design screen hides the widget. */
export const CHAT_MOBILE_BREAKPOINT_PX = 768;

/** Media query that matches the narrow screens meant by {@link CHAT_MOBILE_BREAKPOINT_PX}. */
export const NARROW_SCREEN_QUERY = `(max-width: ${CHAT_MOBILE_BREAKPOINT_PX - 0.02}px)`;

const ALWAYS_HIDDEN = new Set(['/simple-login']);
const HIDDEN_ON_NARROW_SCREENS = new Set(['/design/create', '/create-design']);

/** The path without trailing slashes, so `/simple-login/` and `/simple-login` are the same page. */
function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Whether the widget (launcher and panel) is hidden on `pathname` at the current screen width. */
export function isChatHiddenOn(pathname: string, narrowScreen: boolean): boolean {
  const path = normalizePath(pathname);
  return ALWAYS_HIDDEN.has(path) || (narrowScreen && HIDDEN_ON_NARROW_SCREENS.has(path));
}
