// Which routes the OpenAPI description lists, under which feature (its tag) and with which way of
// signing in. Every route under `/api/` is part of the public API unless a rule below says why not;
// anything outside `/api/` is a page, a file or a socket, not a JSON call.

/** A route as Fastify registers it (the fields of its route options read here). */
export interface RegisteredRoute {
  method: string | string[];
  url: string;
  schema?: { response?: Record<string, unknown>; security?: unknown; tags?: unknown };
  onRequest?: unknown;
  preHandler?: unknown;
}

/** Routes of `/api/` left out of the description, each with the reason. */
const PRIVATE_API_ROUTES: readonly { pattern: RegExp; reason: string }[] = [
  { pattern: /^\/api\/internal\//, reason: "the CMS process's calls: loopback and the internal token only" },
  { pattern: /^\/api\/metrics$/, reason: "the operator's Prometheus text, behind METRICS_TOKEN" },
  { pattern: /^\/api\/docs(\/|$)/, reason: 'the reference page and its script, not calls' },
  { pattern: /^\/api\/openapi\.json$/, reason: 'the description itself' },
];

/**
 * Why a route is not in the description, or null when it is. Pages, files and sockets outside
 * `/api/` (the site, share pages, avatars, `/ws/*`, the CMS's `/cms/*`) are not JSON calls.
 */
export function privateReason(url: string): string | null {
  if (!url.startsWith('/api/')) return 'a page, file or socket, not a call of the JSON API';
  return PRIVATE_API_ROUTES.find((rule) => rule.pattern.test(url))?.reason ?? null;
}

/** The features, as named in the code's folders, with what an integrator finds under each. */
export const TAGS = [
  { name: 'auth', description: 'Accounts: sign-up, sign-in, sessions, passwords.' },
  { name: 'login-alerts', description: "A sign-in told to the user's other open pages." },
  { name: 'profile', description: "The signed-in user's profile and avatar, and public profiles." },
  { name: 'account', description: 'Your data: an archive of everything the account has, to download.' },
  { name: 'designs', description: 'The design studio: photos, designs, versions, renders and their files.' },
  { name: 'design-options', description: 'The styles, materials and features a design may use.' },
  { name: 'videos', description: "Videos made from a design's renders." },
  { name: 'pricing', description: "A pool professional's price table and a design's estimate." },
  { name: 'collections', description: "A user's collections of designs." },
  { name: 'presentations', description: 'Presentations made from designs, and their shared links.' },
  { name: 'gallery', description: 'The community gallery.' },
  { name: 'badges', description: 'Badges earned by a user.' },
  { name: 'leads', description: "Quote requests from shared pages and the owner's leads." },
  { name: 'support', description: 'Support tickets.' },
  { name: 'billing', description: 'Plans, credits, checkout and invoices.' },
  { name: 'assistant', description: 'The chat assistant.' },
  { name: 'content', description: 'Published content: blog posts, announcements, the landing video.' },
  { name: 'newsletter', description: 'Newsletter sign-up.' },
  { name: 'wordpress', description: "A user's WordPress site, publishing to it, and the plugin's API keys." },
  { name: 'feed', description: 'The read-only feed the WordPress plugin pulls, with an API key.' },
  { name: 'admin', description: 'The admin and editor area (staff only).' },
  { name: 'health', description: 'Liveness and readiness, for load balancers.' },
] as const;

export type Tag = (typeof TAGS)[number]['name'];

/** The first rule a route's URL matches names its feature; the more specific rules come first. */
const TAG_RULES: readonly [RegExp, Tag][] = [
  [/^\/api\/admin\//, 'admin'],
  [/^\/api\/designs\/[^/]+\/estimate$/, 'pricing'],
  [/^\/api\/profile\/price-table$/, 'pricing'],
  [/^\/api\/designs\/[^/]+\/videos$/, 'videos'],
  [/^\/api\/designs\/[^/]+\/gallery$/, 'gallery'],
  [/^\/api\/(auth|session|simple|fresh)\//, 'auth'],
  [/^\/api\/login-notifications\//, 'login-alerts'],
  [/^\/api\/profiles?(\/|$)/, 'profile'],
  [/^\/api\/account\//, 'account'],
  [/^\/api\/design-options(\/|$)/, 'design-options'],
  [/^\/api\/(designs|uploads|images)(\/|$)/, 'designs'],
  [/^\/api\/videos\/landing-demo$/, 'content'],
  [/^\/api\/videos\//, 'videos'],
  [/^\/api\/collections(\/|$)/, 'collections'],
  [/^\/api\/(presentations|present)(\/|$)/, 'presentations'],
  [/^\/api\/gallery\//, 'gallery'],
  [/^\/api\/badges(\/|$)/, 'badges'],
  [/^\/api\/(leads|quote-requests)(\/|$)/, 'leads'],
  [/^\/api\/support\//, 'support'],
  [/^\/api\/(billing|credits)(\/|$)/, 'billing'],
  [/^\/api\/chat$/, 'assistant'],
  [/^\/api\/(blog|announcements)(\/|$)/, 'content'],
  [/^\/api\/newsletter\//, 'newsletter'],
  [/^\/api\/wordpress\//, 'wordpress'],
  [/^\/api\/feed\//, 'feed'],
  [/^\/api\/(health|ready)$/, 'health'],
];

/** The feature a public route belongs to, or null when no rule names one (a test refuses that). */
export function tagOf(url: string): Tag | null {
  return TAG_RULES.find(([pattern]) => pattern.test(url))?.[1] ?? null;
}

/** How a caller proves who they are, as OpenAPI security schemes. */
export const SECURITY_SCHEMES = {
  session: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A session token, from `POST /api/auth/login` or registration, as `Authorization: Bearer <token>`.',
  },
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'authToken',
    description:
      "The session token in the sign-in pages' cookie: accepted only by reads a browser makes without " +
      'script (an image, a video, a PDF download), never by a call that changes something.',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'psk_…',
    description:
      'A WordPress API key made in the app (`POST /api/wordpress/keys`), as `Authorization: Bearer psk_…`.',
  },
} as const;

type Requirement = Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>;

/** Files a shared page shows to anyone, and to their owner signed in by header or by cookie. */
export const OPTIONAL_SESSION_WITH_COOKIE: Requirement[] = [{}, { session: [] }, { sessionCookie: [] }];

/** Downloads for their owner only, signed in by header or by cookie (a link the browser follows). */
export const SESSION_OR_COOKIE: Requirement[] = [{ session: [] }, { sessionCookie: [] }];

const hooksOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value ? [value] : []);

/**
 * The security requirement of a route: what the route declares itself, else a session when its
 * hooks include `requireSession` (or it is in the admin area, whose plugins guard every route),
 * an API key for the feed, and none otherwise.
 */
export function securityOf(route: RegisteredRoute, requireSession: unknown): Requirement[] | undefined {
  if (route.schema?.security) return route.schema.security as Requirement[];
  const hooks = [...hooksOf(route.onRequest), ...hooksOf(route.preHandler)];
  if (hooks.includes(requireSession) || route.url.startsWith('/api/admin/')) return [{ session: [] }];
  if (route.url.startsWith('/api/feed/')) return [{ apiKey: [] }];
  return undefined;
}

/** What an answer of each status means, where its schema gives no description of its own. */
const STATUS_MEANINGS: Record<string, string> = {
  '200': 'Done.',
  '201': 'Created.',
  '202': 'Accepted: it happens shortly.',
  '204': 'Done; no body.',
  '400': 'The input was refused; `errors` names each field and what is wrong with it.',
  '401': 'Not signed in, or the session (or key) is not valid any more.',
  '402': "Beyond the plan's allowance; `upgradeUrl` says where to get more.",
  '403': 'Signed in, but not allowed to do this.',
  '404': "Not found (also what another user's private item answers).",
  '409': 'In conflict with what is already there.',
  '413': 'Too large.',
  '416': 'The range asked for is outside the file.',
  '422': 'Understood, but it cannot be done.',
  '429': 'Too many requests; try again in a minute.',
  '502': 'A service this call depends on did not answer as expected.',
  '503': 'Not available right now; try again shortly.',
};

/** The description of an answer that has only the generator's placeholder. */
export function describeStatus(status: string): string {
  return STATUS_MEANINGS[status] ?? `HTTP ${status}.`;
}

/** Whether a route declares at least one answer of success: 2xx, or a redirect (3xx). */
export function hasSuccessSchema(route: RegisteredRoute): boolean {
  return Object.keys(route.schema?.response ?? {}).some((status) => /^[23](\d\d|XX)$/i.test(status));
}
