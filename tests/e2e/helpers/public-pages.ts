// The one list of the site's public pages for the browser tests: every page a visitor can open at a
// fixed address, for the checks that must hold on all of them (head tags, the sitemap and robots,
// accessibility, valid HTML). Which of them stay out of search engines is not repeated here: it is
// `isListedPage` and `UNLISTED_PAGE_PATHS` in shared/src/routes.ts.
export const PUBLIC_PAGE_PATHS: readonly string[] = [
  '/',
  '/blog',
  '/tutorials',
  '/about',
  '/privacy',
  '/terms',
  '/support',
  '/ai-pool-design',
  '/wordpress',
  '/subscribe',
  '/gallery',
  '/gallery-preview',
  '/experiments',
  '/test-page',
  '/login',
  '/simple-login',
  '/register',
  '/fresh-register',
  '/reset-password',
  '/test-login',
];
