// The state of the site's latest build as the CMS's editors see it (queued, building, live or
// failed with the reason), kept beside the builds (site-builds.ts) and told to the CMS's admin by
// the internal route `GET /api/internal/site-build`.
import type { SiteBuildStatus } from '@poolscape/shared/content-changes';

/** How much of a failure's text an editor sees: its first line and its last lines of output. */
const ERROR_CHARS = 600;

/**
 * A build failure in a few lines an editor can pass on: the error's first line (`astro build
 * exited with 1`), then the end of the output, where the cause is written.
 */
export function failureText(error: unknown): string {
  // Where the product is installed is nobody's business on a screen: a file keeps only its name.
  const message = (error instanceof Error ? error.message : String(error)).replace(
    /(^|[\s('"=])\/(?:[\w.@+-]+\/)+([\w.@+-]+)/gm,
    '$1…/$2',
  );
  const lines = message
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const [first = 'The build failed.', ...rest] = lines;
  let text = first.slice(0, ERROR_CHARS);
  const tail: string[] = [];
  for (const line of rest.reverse()) {
    if (text.length + tail.join('\n').length + line.length + 2 > ERROR_CHARS) break;
    tail.unshift(line);
  }
  if (tail.length > 0) text += `\n${tail.join('\n')}`;
  return text;
}

/**
 * The transitions of one process's builds. A request during a build does not hide that build:
 * it stays `building`, and becomes `queued` when it ends (the next one runs then).
 */
export class BuildStatus {
  #status: SiteBuildStatus | null = null;
  /** The reason of a request not yet built, or null. */
  #waiting: string | null = null;
  #building = false;
  readonly #now: () => Date;

  constructor(now: () => Date = () => new Date()) {
    this.#now = now;
  }

  /** The latest build's status, or null before the first request. */
  get current(): SiteBuildStatus | null {
    return this.#status;
  }

  /** A build was asked for; it waits for the debounce or for the build under way. */
  requested(reason: string): void {
    this.#waiting = reason.slice(0, 200);
    if (!this.#building) this.#set('queued', this.#waiting);
  }

  /** A build began: it builds what was asked for until now. */
  started(): void {
    this.#building = true;
    const reason = this.#waiting ?? this.#status?.reason ?? 'rebuild';
    this.#waiting = null;
    this.#set('building', reason);
  }

  /** The build went live. */
  live(): void {
    this.#ended('live', null);
  }

  /** The build failed; the previous one stays live. */
  failed(error: unknown): void {
    this.#ended('failed', failureText(error));
  }

  #ended(state: 'live' | 'failed', error: string | null): void {
    this.#building = false;
    const reason = this.#status?.reason ?? 'rebuild';
    if (this.#waiting !== null) this.#set('queued', this.#waiting);
    else this.#set(state, reason, error);
  }

  #set(state: SiteBuildStatus['state'], reason: string, error: string | null = null): void {
    this.#status = { state, reason, since: this.#now().toISOString(), error };
  }
}
