// The drill's steady mixed load through the balancer, bounded in rate: page views and session
// checks (about 20 a second together), a photo upload every 1.5 s and a design submitted every
// 6 s, each by one of the drill's accounts in turn. Every request's moment, latency and outcome is
// kept; what the product acknowledged (201 uploads, 202 designs) is listed to be looked for later.

export type Operation = 'page' | 'session' | 'upload' | 'design';

export interface Outcome {
  op: Operation;
  /** Milliseconds since the load started, when the request was sent. */
  at: number;
  ms: number;
  /** The HTTP status, or 0 when no answer came (refused, reset, timed out). */
  status: number;
  /** The answer's `message` on a failure. */
  message?: string;
}

export interface Account {
  id: string;
  email: string;
  token: string;
}

const REQUEST_TIMEOUT_MS = 15_000;

export class Load {
  readonly outcomes: Outcome[] = [];
  readonly acknowledged = { uploads: [] as string[], designs: [] as string[] };
  readonly #base: string;
  readonly #accounts: Account[];
  readonly #photo: Buffer;
  readonly #started = performance.now();
  #running = true;
  #loops: Promise<void>[] = [];

  constructor(base: string, accounts: Account[], photo: Buffer) {
    this.#base = base;
    this.#accounts = accounts;
    this.#photo = photo;
  }

  /** Milliseconds since the load started. */
  now(): number {
    return performance.now() - this.#started;
  }

  start(): void {
    this.#loops = [
      this.#every(100, () => this.#request('page', '/')),
      this.#every(100, () =>
        this.#request('session', '/api/simple/user', { auth: this.#account('session') }),
      ),
      this.#every(1_500, () => this.#upload()),
      this.#every(6_000, () => this.#design()),
    ];
  }

  async stop(): Promise<void> {
    this.#running = false;
    await Promise.all(this.#loops);
  }

  /** The outcomes sent between `from` and `to` (milliseconds since the start). */
  between(from: number, to = Number.POSITIVE_INFINITY): Outcome[] {
    return this.outcomes.filter((outcome) => outcome.at >= from && outcome.at < to);
  }

  readonly #turns: Record<Operation, number> = { page: 0, session: 0, upload: 0, design: 0 };

  /** The next account in turn for `op`: each kind of request goes round the accounts on its own. */
  #account(op: Operation): Account {
    this.#turns[op] += 1;
    return this.#accounts[this.#turns[op] % this.#accounts.length] as Account;
  }

  async #every(intervalMs: number, work: () => Promise<unknown>): Promise<void> {
    while (this.#running) {
      const started = performance.now();
      await work();
      const rest = intervalMs - (performance.now() - started);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    }
  }

  async #upload(): Promise<void> {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(this.#photo)], { type: 'image/jpeg' }), 'yard.jpg');
    const body = await this.#request('upload', '/api/uploads', {
      auth: this.#account('upload'),
      method: 'POST',
      body: form,
    });
    if (typeof body?.uploadId === 'string') this.acknowledged.uploads.push(body.uploadId);
  }

  async #design(): Promise<void> {
    const account = this.#account('design');
    const body = await this.#request('design', '/api/designs', {
      auth: account,
      method: 'POST',
      json: {
        source: { sampleId: 'garden-sloped-lawn-stone-house' },
        options: { style: 'modern', variations: 1 },
      },
      headers: { 'idempotency-key': `drill-${account.id}-${Math.round(this.now())}` },
    });
    if (typeof body?.id === 'string') this.acknowledged.designs.push(body.id);
  }

  async #request(
    op: Operation,
    path: string,
    options: {
      auth?: Account;
      method?: string;
      json?: unknown;
      body?: FormData;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Record<string, unknown> | null> {
    const at = this.now();
    const headers: Record<string, string> = { ...options.headers };
    if (options.auth) headers.authorization = `Bearer ${options.auth.token}`;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await fetch(`${this.#base}${path}`, {
        method: options.method ?? 'GET',
        headers,
        body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      const body = response.headers.get('content-type')?.includes('json') ? safeJson(text) : null;
      const outcome: Outcome = { op, at, ms: this.now() - at, status: response.status };
      if (!response.ok)
        outcome.message = typeof body?.message === 'string' ? body.message : text.slice(0, 120);
      this.outcomes.push(outcome);
      return response.ok ? body : null;
    } catch (error) {
      this.outcomes.push({ op, at, ms: this.now() - at, status: 0, message: (error as Error).message });
      return null;
    }
  }
}

function safeJson(text: string): Record<string, unknown> | null {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** Counts of a set of outcomes: sent, failed (no answer or 5xx), and the seconds failures spanned. */
export function summarise(outcomes: Outcome[]): {
  sent: number;
  failed: number;
  statuses: Record<string, number>;
  failedFrom: number | null;
  failedTo: number | null;
  messages: string[];
} {
  const failures = outcomes.filter((outcome) => outcome.status === 0 || outcome.status >= 500);
  const statuses: Record<string, number> = {};
  for (const outcome of outcomes) statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
  return {
    sent: outcomes.length,
    failed: failures.length,
    statuses,
    failedFrom: failures.length ? Math.min(...failures.map((failure) => failure.at)) : null,
    failedTo: failures.length ? Math.max(...failures.map((failure) => failure.at + failure.ms)) : null,
    messages: [...new Set(failures.map((failure) => failure.message ?? ''))].slice(0, 5),
  };
}
