// Talks to a user's WordPress site through its REST API: finds the API from the address the user
// typed (pretty `/wp-json/` or plain `?rest_route=`), checks an application password
// (`/wp/v2/users/me`), and makes authenticated calls. Every failure becomes one WordPressProblem,
// whose plain words the wizard and the publish dialog show. Redirects are followed by hand, each
// hop checked against the address guard; credentials are sent only to the API root found first.
import type { WordPressProblem } from '@poolscape/shared';
import { type Agent, type FormData, fetch, type Response } from 'undici';
import { isRefusedLiteral, siteAgent } from './address-guard.ts';

/** A problem with the site, in the words of WORDPRESS_TEXT; `detail` is for the log only. */
export class WordPressRefusal extends Error {
  readonly problem: WordPressProblem;
  readonly detail: string;
  /** The site's HTTP status, when it answered. */
  readonly status: number | null;

  constructor(problem: WordPressProblem, detail: string = problem, status: number | null = null) {
    super(`${problem}: ${detail}`);
    this.problem = problem;
    this.detail = detail;
    this.status = status;
  }
}

export interface SiteRef {
  /** The site's home page, without a trailing slash. */
  siteUrl: string;
  /** `https://site/wp-json/` or `https://site/?rest_route=/`. */
  apiRoot: string;
  siteName: string;
  /**
   * Whether the REST index offers application passwords (WordPress 5.6+, over HTTPS or locally, not
   * turned off).
   */
  applicationPasswords?: boolean;
}

export interface Credentials {
  username: string;
  password: string;
}

/** JSON as WordPress sends it; read with care, it is another site's answer. */
export type Json = Record<string, unknown>;

const CHECK_TIMEOUT_MS = 10_000;
const CALL_TIMEOUT_MS = 60_000;
const MAX_BODY_BYTES = 4 * 1024 * 1024;
const MAX_REDIRECTS = 5;
const TLS_CODE = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)/;

/**
 * Codes WordPress answers a bad user name or application password with. WordPress 6.1 answers a
 * wrong one as if none was sent (`rest_not_logged_in`); whether the site takes application
 * passwords at all is read from its REST index instead (see `discover`).
 */
const BAD_LOGIN_CODES = new Set([
  'rest_not_logged_in',
  'incorrect_password',
  'invalid_username',
  'invalid_email',
  'authentication_failed',
]);
/** Codes for application passwords switched off for the site or the user. */
const NO_APP_PASSWORD_CODES = new Set([
  'application_passwords_disabled',
  'application_passwords_disabled_for_user',
]);

/** The address the user typed, as a site URL: https assumed, no query, no trailing slash. */
export function normaliseSiteAddress(input: string): URL | null {
  const text = input.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username ||
    url.password ||
    !url.hostname
  )
    return null;
  url.search = '';
  url.hash = '';
  url.pathname =
    url.pathname.replace(/\/+$/, '').replace(/\/(index\.php|wp-admin.*|wp-login\.php|wp-json.*)$/i, '') ||
    '/';
  return url;
}

function withoutSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export class WordPressClient {
  readonly #allowPrivate: boolean;
  readonly #agent: Agent;

  constructor(options: { allowPrivate: boolean }) {
    this.#allowPrivate = options.allowPrivate;
    this.#agent = siteAgent(options.allowPrivate);
  }

  close(): Promise<void> {
    return this.#agent.close();
  }

  /** Finds WordPress and its REST API at the address the user typed. */
  async discover(address: string): Promise<SiteRef> {
    const base = normaliseSiteAddress(address);
    if (!base) throw new WordPressRefusal('invalidAddress');
    const root = withoutSlash(base.href);
    let refusedByRest = false;
    for (const candidate of [`${root}/wp-json/`, `${root}/?rest_route=/`]) {
      const { response, json } = await this.#getJson(candidate);
      if (response.ok && json && Array.isArray(json.namespaces)) {
        if (!json.namespaces.includes('wp/v2'))
          throw new WordPressRefusal('restDisabled', 'no wp/v2 namespace');
        const home = typeof json.home === 'string' && normaliseSiteAddress(json.home) ? json.home : root;
        const authentication = json.authentication as Record<string, unknown> | undefined;
        return {
          siteUrl: withoutSlash(home),
          apiRoot: response.url,
          siteName:
            typeof json.name === 'string' && json.name.trim() ? json.name.trim() : new URL(root).hostname,
          applicationPasswords: Boolean(authentication?.['application-passwords']),
        };
      }
      if ((response.status === 401 || response.status === 403) && typeof json?.code === 'string')
        refusedByRest = true;
    }
    if (refusedByRest) throw new WordPressRefusal('restDisabled', 'the REST API index is refused');
    const home = await this.#send(`${root}/`, { method: 'GET', timeoutMs: CHECK_TIMEOUT_MS });
    const page = await readText(home.response);
    if (home.response.status >= 500)
      throw new WordPressRefusal('siteError', `home page answered ${home.response.status}`);
    const looksLikeWordPress =
      (home.response.headers.get('link') ?? '').includes('api.w.org') ||
      /\/wp-(content|includes)\//.test(page);
    throw new WordPressRefusal(looksLikeWordPress ? 'restDisabled' : 'notWordPress');
  }

  /** Checks the application password; answers the user's display name, or refuses. */
  async verify(site: SiteRef, credentials: Credentials): Promise<{ displayName: string }> {
    if (site.applicationPasswords === false) throw new WordPressRefusal('applicationPasswordsOff');
    const me = await this.call(site, credentials, 'GET', 'wp/v2/users/me', { query: { context: 'edit' } });
    const capabilities = (me.capabilities ?? {}) as Record<string, unknown>;
    if (capabilities.publish_posts !== true || capabilities.upload_files !== true)
      throw new WordPressRefusal('cannotPublish');
    return { displayName: typeof me.name === 'string' && me.name ? me.name : credentials.username };
  }

  /** An authenticated call to the site's REST API; its JSON answer, or a refusal. */
  async call(
    site: SiteRef,
    credentials: Credentials,
    method: 'GET' | 'POST' | 'DELETE',
    route: string,
    options: {
      query?: Record<string, string>;
      json?: unknown;
      form?: FormData;
      notFoundIsNull?: boolean;
    } = {},
  ): Promise<Json> {
    const url = routeUrl(site.apiRoot, route, options.query ?? {});
    const headers: Record<string, string> = {
      authorization: `Basic ${Buffer.from(`${credentials.username}:${credentials.password.replace(/\s+/g, '')}`).toString('base64')}`,
      accept: 'application/json',
    };
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else body = options.form;
    // Credentials never follow a redirect: the API root was found without them.
    const { response } = await this.#send(url, {
      method,
      headers,
      body,
      timeoutMs: CALL_TIMEOUT_MS,
      follow: false,
    });
    const json = await readJson(response);
    if (response.ok && json) return json;
    throw refusalOf(response.status, json);
  }

  async #getJson(url: string): Promise<{ response: Response; json: Json | null }> {
    const { response } = await this.#send(url, {
      method: 'GET',
      timeoutMs: CHECK_TIMEOUT_MS,
      headers: { accept: 'application/json' },
    });
    return { response, json: await readJson(response) };
  }

  async #send(
    url: string,
    options: {
      method: string;
      headers?: Record<string, string>;
      body?: string | FormData;
      timeoutMs: number;
      follow?: boolean;
    },
  ): Promise<{ response: Response }> {
    const signal = AbortSignal.timeout(options.timeoutMs);
    let current = new URL(url);
    for (let hop = 0; ; hop += 1) {
      if (isRefusedLiteral(current, this.#allowPrivate))
        throw new WordPressRefusal('privateAddress', current.host);
      let response: Response;
      try {
        response = await fetch(current, {
          method: options.method,
          headers: { 'user-agent': 'Poolscape (+WordPress publishing)', ...options.headers },
          body: options.body,
          redirect: 'manual',
          signal,
          dispatcher: this.#agent,
        });
      } catch (error) {
        throw networkRefusal(error);
      }
      const location = response.headers.get('location');
      if (options.follow === false || response.status < 300 || response.status >= 400 || !location)
        return { response };
      await response.body?.cancel();
      if (hop >= MAX_REDIRECTS) throw new WordPressRefusal('siteError', 'too many redirects');
      current = new URL(location, current);
      if (current.protocol !== 'https:' && current.protocol !== 'http:')
        throw new WordPressRefusal('notWordPress');
    }
  }
}

/** `route` under the API root, pretty or `?rest_route=`. */
export function routeUrl(apiRoot: string, route: string, query: Record<string, string>): string {
  const url = new URL(apiRoot);
  if (url.searchParams.has('rest_route')) url.searchParams.set('rest_route', `/${route}`);
  else url.pathname = `${url.pathname.replace(/\/?$/, '/')}${route}`;
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
}

function refusalOf(status: number, json: Json | null): WordPressRefusal {
  const code = typeof json?.code === 'string' ? json.code : '';
  const detail = `${status} ${code} ${typeof json?.message === 'string' ? json.message : ''}`.trim();
  const refuse = (problem: WordPressProblem) => new WordPressRefusal(problem, detail, status);
  if (BAD_LOGIN_CODES.has(code)) return refuse('wrongPassword');
  if (NO_APP_PASSWORD_CODES.has(code)) return refuse('applicationPasswordsOff');
  // WordPress answers 401 to someone it did not sign in, 403 to a user who may not do that.
  if (/^rest_cannot_|^rest_forbidden/.test(code))
    return refuse(status === 401 ? 'wrongPassword' : 'cannotPublish');
  if (status === 401 || status === 403) return refuse(code ? 'restDisabled' : 'wrongPassword');
  if (status === 404 && (code === 'rest_no_route' || !json)) return refuse('restDisabled');
  return refuse('siteError');
}

function networkRefusal(error: unknown): WordPressRefusal {
  if (error instanceof WordPressRefusal) return error;
  const failure = error as Error & { cause?: Error & { code?: string } };
  const cause = failure.cause ?? failure;
  const code = (cause as { code?: string }).code ?? '';
  const name = failure.name === 'TimeoutError' || failure.name === 'AbortError' ? 'timeout' : '';
  if (code === 'EPRIVATEADDRESS') return new WordPressRefusal('privateAddress', cause.message);
  if (
    name ||
    code === 'UND_ERR_CONNECT_TIMEOUT' ||
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT' ||
    code === 'ETIMEDOUT'
  )
    return new WordPressRefusal('timeout', code || failure.name);
  if (TLS_CODE.test(code) || /certificate|tls|ssl/i.test(cause.message))
    return new WordPressRefusal('tls', code || cause.message);
  return new WordPressRefusal('unreachable', code || cause.message);
}

/** The answer's text, at most MAX_BODY_BYTES (the rest is not read). */
async function readText(response: Response): Promise<string> {
  if (!response.body) return '';
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body) {
      chunks.push(Buffer.from(chunk));
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        await response.body.cancel().catch(() => {});
        break;
      }
    }
  } catch (error) {
    throw networkRefusal(error);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The answer as a JSON object, or null when it is not one. */
async function readJson(response: Response): Promise<Json | null> {
  const text = await readText(response);
  try {
    const parsed: unknown = JSON.parse(text.replace(/^\uFEFF/, ''));
    return parsed && typeof parsed === 'object' ? (parsed as Json) : null;
  } catch {
    return null;
  }
}
