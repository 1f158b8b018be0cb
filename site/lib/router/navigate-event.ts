/** Fired on `window` after the signed-in app moves to another screen without a page load. */
export const APP_NAVIGATE_EVENT = 'poolscape:navigate';
