/** The name of the auth strategy that lets the app's staff in with their app session. */
export const APP_SESSION_STRATEGY = 'poolscape-session';
