// The route table: which paths the signed-in app serves, and which pages stay out of search engines.

/** Paths served by the signed-in app (its client-side router shows each screen). */
export const APP_ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/dashboard$/,
  /^\/design\/create$/,
  /^\/create-design$/,
  /^\/library$/,
  /^\/collections$/,
  /^\/collections\/[^/]+$/,
  /^\/presentations$/,
  /^\/presentations\/[^/]+$/,
  /^\/design\/result\/[^/]+$/,
  /^\/profile\/edit$/,
  /^\/profile-setup$/,
  /^\/upgrade$/,
  /^\/buy-credits$/,
  /^\/billing$/,
  /^\/advanced$/,
  /^\/login-notification-test$/,
  /^\/wordpress-wizard$/,
  /^\/leads$/,
];

/**
 * The admin area's paths (the spec's nineteen, a user's own page, the audit log and the kept mail).
 * Any other `/admin/...` path is the site's 404, like any unknown path.
 */
export const ADMIN_ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/admin$/,
  /^\/admin\/users$/,
  /^\/admin\/users\/[^/]+$/,
  /^\/admin\/users\/[^/]+\/(designs|tickets|analytics)$/,
  /^\/admin\/(designs|design-options|videos|adsense|banners|tutorials|blog|announcements)$/,
  /^\/admin\/tutorial-editor\/[^/]+$/,
  /^\/admin\/(support|ai-support-config|user-stats|orphaned-designs|audit|mail)$/,
];

export function isAppRoute(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return [...APP_ROUTE_PATTERNS, ...ADMIN_ROUTE_PATTERNS].some((pattern) => pattern.test(clean));
}

/** Where signed-out visitors are sent from a signed-in route. */
export const SIGN_IN_PATH = '/simple-login';

/**
 * Public pages that are not for search engines: the sign-in screens, the diagnostics pages and
 * pages the API serves under other paths. They carry `noindex` and are left out of the sitemap;
 * every other public page is in it.
 */
export const UNLISTED_PAGE_PATHS: readonly string[] = [
  '/login',
  '/simple-login',
  '/register',
  '/fresh-register',
  '/reset-password',
  '/keep-account',
  '/test-login',
  '/test-page',
  '/experiments',
  '/gallery-preview',
  '/app-shell',
  '/public-profile',
  '/design-share',
  '/collection-share',
  '/presentation-share',
  '/gallery-landing',
  '/404',
];

/** Whether the page at `path` belongs in the sitemap and search results. */
export function isListedPage(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return !UNLISTED_PAGE_PATHS.some((unlisted) => clean === unlisted || clean.startsWith(`${unlisted}/`));
}

/**
 * The pages rendered on demand from content the CMS changes (each file in site/pages says
 * `prerender = false`), besides the blog's: a publish shows on them with no site build. The gallery
 * hostnames' home page (`/gallery-landing`) is one too, served only at their `/`.
 */
export const ON_DEMAND_PAGE_PATHS: readonly string[] = [
  '/',
  '/about',
  '/ai-pool-design',
  '/gallery',
  '/gallery-preview',
  '/privacy',
  '/subscribe',
  '/support',
  '/terms',
  '/tutorials',
  '/wordpress',
];

/** Paths robots may not crawl: the signed-in app, the API and the CMS. */
export const ROBOTS_DISALLOW: readonly string[] = [
  '/api/',
  '/cms/',
  '/ws/',
  '/dashboard',
  '/design/create',
  '/create-design',
  '/design/result/',
  '/library',
  '/collections',
  '/presentations',
  '/present/',
  '/profile/edit',
  '/profile-setup',
  '/upgrade',
  '/buy-credits',
  '/billing',
  '/advanced',
  '/login-notification-test',
  '/admin',
  ...UNLISTED_PAGE_PATHS,
];
