// The WordPress integration, both directions. Out: a user connects their own WordPress site in the
// wizard (/wordpress-wizard) with an application password, then publishes designs and collections
// to it as posts or pages. In: the Poolscape plugin, installed on their site, pulls our published
// content from a read-only feed (`/api/feed/v1/...`) with an API key made in the wizard. The API
// validates with these schemas and the screens and the plugin's feed are typed by them.
import { z } from 'zod';

export const WORDPRESS_LIMITS = {
  siteUrlLength: 500,
  usernameLength: 60,
  /** WordPress makes 24 characters, shown in groups of four; people paste them with or without spaces. */
  applicationPasswordLength: 100,
  titleLength: 200,
  textLength: 5000,
  keyNameLength: 60,
  /** API keys one user may hold at once (revoked ones do not count). */
  keys: 10,
  /** Items in one page of the feed. */
  feedPerPage: 50,
} as const;

/** Why a site could not be connected, or a publish failed; each has its words in WORDPRESS_TEXT. */
export const WORDPRESS_PROBLEMS = [
  'invalidAddress',
  'privateAddress',
  'unreachable',
  'timeout',
  'tls',
  'notWordPress',
  'restDisabled',
  'wrongPassword',
  'applicationPasswordsOff',
  'cannotPublish',
  'siteError',
] as const;
export type WordPressProblem = (typeof WORDPRESS_PROBLEMS)[number];

export const WORDPRESS_TEXT = {
  itemNotFound: 'We could not find that design or collection.',
  invalidAddress: 'Enter your site’s address, like https://example.com.',
  privateAddress:
    'That address is on a private network, which Poolscape cannot reach. Enter your site’s public address.',
  unreachable: 'We could not reach that site. Check the address, and that the site is online.',
  timeout: 'The site took too long to answer. Check that it is online, then try again.',
  tls: 'The site’s security certificate is not valid, so we did not send it your password. Check the address, or ask your host to fix the certificate.',
  notWordPress:
    'That address does not look like a WordPress site. Enter the address of your WordPress site’s home page.',
  restDisabled:
    'Your site’s REST API is turned off, often by a security plugin. Poolscape publishes through it: allow it for signed-in users, then try again.',
  wrongPassword:
    'WordPress did not accept that user name and application password. Check both, and use an application password, not the password you sign in with.',
  applicationPasswordsOff:
    'Your site does not accept application passwords. WordPress allows them only on sites served over HTTPS, and some security plugins turn them off.',
  cannotPublish:
    'That WordPress user may not publish posts and upload media. Use an account with the Author, Editor or Administrator role.',
  cannotPublishPages:
    'That WordPress user may not publish pages. Publish it as a post, or connect an account with the Editor or Administrator role.',
  siteError: 'Your WordPress site answered with an error. Try again in a minute.',
  notConnected: 'Connect your WordPress site first, in the WordPress wizard.',
  passwordRevoked:
    'Your WordPress site no longer accepts the saved application password. Connect it again in the WordPress wizard.',
  imageNotFound: 'That picture is not one of the design’s renders.',
  publishing: 'This is being published already. Wait for it to finish.',
  notRendered: 'This design has no finished render to publish yet.',
  emptyCollection: 'This collection has no designs with a finished render to publish.',
  keyNotFound: 'We could not find that API key.',
  tooManyKeys: `You can have up to ${WORDPRESS_LIMITS.keys} API keys. Revoke one you no longer use first.`,
  badKey: 'This API key is not valid, or was revoked. Make a new one in the WordPress wizard.',
  closedAccount: 'The Poolscape account of this API key is closed: its designs are not shown any more.',
} as const;

/** A connected WordPress site, as the owner sees it. The application password is never sent back. */
export const WordPressConnectionSchema = z.object({
  /** The site's home page. */
  siteUrl: z.string(),
  siteName: z.string(),
  username: z.string(),
  /** The WordPress user's display name. */
  displayName: z.string(),
  connectedAt: z.string(),
});
export type WordPressConnection = z.infer<typeof WordPressConnectionSchema>;

/** `GET /api/wordpress/connection`. */
export const WordPressConnectionStateSchema = z.object({ connection: WordPressConnectionSchema.nullable() });

const siteUrl = z
  .string()
  .trim()
  .min(1, 'siteUrl must not be empty.')
  .max(WORDPRESS_LIMITS.siteUrlLength, `siteUrl can be up to ${WORDPRESS_LIMITS.siteUrlLength} characters.`);

/** `POST /api/wordpress/site-check`: is there a WordPress site with its REST API at this address? */
export const SiteCheckSchema = z.object({ siteUrl }).strict();

/** The answer of a site check that found WordPress. */
export const SiteCheckResultSchema = z.object({
  siteUrl: z.string(),
  siteName: z.string(),
  /** Where the user makes an application password, on their own site. */
  profileUrl: z.string(),
});
export type SiteCheckResult = z.infer<typeof SiteCheckResultSchema>;

/** `PUT /api/wordpress/connection`: checked live against the site before it is kept. */
export const ConnectWordPressSchema = z
  .object({
    siteUrl,
    username: z
      .string()
      .trim()
      .min(1, 'username must not be empty.')
      .max(
        WORDPRESS_LIMITS.usernameLength,
        `username can be up to ${WORDPRESS_LIMITS.usernameLength} characters.`,
      ),
    applicationPassword: z
      .string()
      .trim()
      .min(1, 'applicationPassword must not be empty.')
      .max(
        WORDPRESS_LIMITS.applicationPasswordLength,
        `applicationPassword can be up to ${WORDPRESS_LIMITS.applicationPasswordLength} characters.`,
      ),
  })
  .strict();
export type ConnectWordPress = z.infer<typeof ConnectWordPressSchema>;

/** A refused check or publish: the words to show, and which problem it was. */
export const WordPressRefusalSchema = z.object({
  message: z.string(),
  problem: z.enum(WORDPRESS_PROBLEMS),
});

/** `GET /api/wordpress/categories`: the connected site's post categories. */
export const WordPressCategoriesSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));

export const WORDPRESS_POST_TYPES = ['post', 'page'] as const;
export const WORDPRESS_POST_STATUSES = ['draft', 'publish'] as const;

/** `POST /api/wordpress/publish/{design|collection}/{id}`. */
export const PublishToWordPressSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'title must not be empty.')
      .max(WORDPRESS_LIMITS.titleLength, `title can be up to ${WORDPRESS_LIMITS.titleLength} characters.`),
    text: z
      .string()
      .trim()
      .max(WORDPRESS_LIMITS.textLength, `text can be up to ${WORDPRESS_LIMITS.textLength} characters.`)
      .default(''),
    status: z.enum(WORDPRESS_POST_STATUSES, { error: 'status must be draft or publish.' }),
    type: z.enum(WORDPRESS_POST_TYPES, { error: 'type must be post or page.' }).default('post'),
    /** A category of the site (posts only); none leaves WordPress's default. */
    categoryId: z.number().int().positive().nullable().default(null),
    /** For a design: which of its renders is the "after" picture. Default: the newest. */
    imageId: z.string().min(1).max(100).optional(),
  })
  .strict();
export type PublishToWordPress = z.input<typeof PublishToWordPressSchema>;

/** Where a design or collection was published. */
export const WordPressPublicationSchema = z.object({
  siteUrl: z.string(),
  postId: z.number().int(),
  type: z.enum(WORDPRESS_POST_TYPES),
  status: z.string(),
  title: z.string(),
  /** The post's address on the site (for a draft: its preview). */
  link: z.string(),
  /** The post in the site's editor. */
  editUrl: z.string(),
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type WordPressPublication = z.infer<typeof WordPressPublicationSchema>;

/** `GET /api/wordpress/publications/{design|collection}/{id}`: null until first published. */
export const WordPressPublicationStateSchema = z.object({
  publication: WordPressPublicationSchema.nullable(),
});

/** An API key for the plugin, as its owner sees it (never the secret, but for once when made). */
export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, to tell keys apart. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** `POST /api/wordpress/keys`. */
export const CreateApiKeySchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'name must not be empty.')
      .max(WORDPRESS_LIMITS.keyNameLength, `name can be up to ${WORDPRESS_LIMITS.keyNameLength} characters.`),
  })
  .strict();

/** The answer to making a key: the key, and its secret, shown this once. */
export const CreatedApiKeySchema = z.object({ key: ApiKeySchema, secret: z.string() });

// The feed the plugin reads: `GET /api/feed/v1/{designs|collections|gallery|posts|tutorials}`,
// `Authorization: Bearer <key>`, `?page=1&perPage=12`; answers carry an ETag (304 to If-None-Match).
// Every URL in it is absolute.

export const FEED_RESOURCES = ['designs', 'collections', 'gallery', 'posts', 'tutorials'] as const;
export type FeedResource = (typeof FEED_RESOURCES)[number];

const perPageError = `perPage must be a whole number from 1 to ${WORDPRESS_LIMITS.feedPerPage}.`;
export const FeedQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1.' })
    .int({ error: 'page must be a whole number from 1.' })
    .min(1, { error: 'page must be a whole number from 1.' })
    .max(10_000, { error: 'page must be a whole number from 1 to 10000.' })
    .default(1),
  perPage: z.coerce
    .number({ error: perPageError })
    .int({ error: perPageError })
    .min(1, { error: perPageError })
    .max(WORDPRESS_LIMITS.feedPerPage, { error: perPageError })
    .default(12),
});

const FeedImageSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

/** A public design: the yard before and the design after. */
export const FeedDesignSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The design's share page. */
  url: z.string(),
  before: FeedImageSchema,
  after: FeedImageSchema,
  createdAt: z.string(),
});
export type FeedDesign = z.infer<typeof FeedDesignSchema>;

export const FeedCollectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  url: z.string(),
  /** Its public designs with a render, in the collection's order. */
  designs: z.array(FeedDesignSchema),
});

export const FeedGalleryItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  image: FeedImageSchema,
  owner: z.object({ name: z.string(), url: z.string().nullable() }),
});

export const FeedPostSchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  url: z.string(),
  imageUrl: z.string().nullable(),
  publishedAt: z.string(),
});

export const FeedTutorialSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  level: z.string(),
  durationSeconds: z.number(),
});

/** One page of the feed. */
export function feedPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
}
