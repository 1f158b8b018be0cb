// The route table of the spec (section 2): which paths the signed-in app serves.

/** Paths served by the signed-in app (its client-side router shows each screen). */
export const APP_ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/dashboard$/,
  /^\/design\/create$/,
  /^\/create-design$/,
  /^\/library$/,
  /^\/collections$/,
  /^\/collections\/[^/]+$/,
  /^\/presentations$/,
  /^\/design\/result\/[^/]+$/,
  /^\/profile\/edit$/,
  /^\/profile-setup$/,
  /^\/upgrade$/,
  /^\/buy-credits$/,
  /^\/billing$/,
  /^\/advanced$/,
  /^\/login-notification-test$/,
  /^\/admin(\/.*)?$/,
];

export function isAppRoute(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return APP_ROUTE_PATTERNS.some((pattern) => pattern.test(clean));
}

/** Where signed-out visitors are sent from a signed-in route. */
export const SIGN_IN_PATH = '/simple-login';
