// One virtual user of the load test, through the real design flow as the studio drives it: sign up,
// follow progress on the design socket, and for each design upload a photo, submit it with its
// variations, wait for `ready` on the socket, then read it, download an image, share it, open its
// share page and browse the library. Beside that, the user's browser checks the session and views
// public pages at a steady pace, as the signed-in pages and a reader of the site do.
import type { Design } from '@poolscape/shared';
import type { Measurements } from './measure.ts';

export interface FlowOptions {
  base: string;
  designs: number;
  variations: number;
  /** JPEG photos of backyards, taken in turn. */
  photos: Buffer[];
  /** Longest wait for one design's `ready`, in milliseconds. */
  readyTimeoutMs: number;
  /** Milliseconds between two session checks (and two page views) of the browsing loop. */
  browseEveryMs: number;
}

const PUBLIC_PAGES = ['/', '/blog/', '/upgrade', '/gallery'];
const REQUEST_TIMEOUT_MS = 60_000;

export class VirtualUser {
  readonly #index: number;
  readonly #options: FlowOptions;
  readonly #measurements: Measurements;
  /** The user's own client address, passed by the proxy (X-Forwarded-For) as each visitor's would be. */
  readonly #address: string;
  #token = '';
  #socket: WebSocket | null = null;
  readonly #waiting = new Map<string, (outcome: 'ready' | string) => void>();
  #browsing = true;

  constructor(index: number, options: FlowOptions, measurements: Measurements) {
    this.#index = index;
    this.#options = options;
    this.#measurements = measurements;
    this.#address = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  }

  /** Runs the whole flow; resolves when every design was delivered or given up on. */
  async run(): Promise<void> {
    const registered = await this.#call<{ token: string }>(
      'POST /api/simple/register',
      '/api/simple/register',
      {
        method: 'POST',
        json: {
          firstName: 'Load',
          lastName: `User ${this.#index + 1}`,
          email: `loadtest-${Date.now()}-${this.#index}@example.com`,
          password: 'loadtest-password-1',
        },
      },
    );
    if (!registered) {
      this.#measurements.undelivered.push(`user ${this.#index + 1} could not sign up`);
      return;
    }
    this.#token = registered.token;
    await this.#openSocket();
    const browsing = this.#browse();
    try {
      for (let design = 0; design < this.#options.designs; design += 1) await this.#design(design);
    } finally {
      this.#browsing = false;
      this.#socket?.close();
      await browsing;
    }
  }

  async #design(number: number): Promise<void> {
    const { photos, variations } = this.#options;
    const form = new FormData();
    const photo = photos[(this.#index + number) % photos.length] as Buffer;
    form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'backyard.jpg');
    const upload = await this.#call<{ uploadId: string }>('POST /api/uploads', '/api/uploads', {
      method: 'POST',
      body: form,
    });
    if (!upload) return this.#undelivered('its photo was not uploaded');
    const submitted = performance.now();
    const created = await this.#call<{ id: string }>('POST /api/designs', '/api/designs', {
      method: 'POST',
      json: { source: { uploadId: upload.uploadId }, options: { style: 'modern', variations } },
      headers: { 'idempotency-key': `loadtest-${this.#index}-${number}-${Date.now()}` },
    });
    if (!created) return this.#undelivered('it was not accepted');
    const outcome = await this.#ready(created.id);
    if (outcome !== 'ready') return this.#undelivered(outcome);
    this.#measurements.submitToReady.push((performance.now() - submitted) / 1000);

    const design = await this.#call<Design>('GET /api/designs/:id', `/api/designs/${created.id}`);
    const image = design?.versions[0]?.images[0];
    if (image) await this.#call('GET /api/images/:id/download', image.downloadUrl, { binary: true });
    const shared = await this.#call<Design>('PATCH /api/designs/:id (share)', `/api/designs/${created.id}`, {
      method: 'PATCH',
      json: { visibility: 'unlisted' },
    });
    if (shared) await this.#call('GET share page', shared.shareUrl, { anonymous: true, binary: true });
    await this.#call('GET /api/designs (library)', '/api/designs?page=1&pageSize=24');
  }

  #undelivered(why: string): void {
    this.#measurements.undelivered.push(`a design was not delivered: ${why}`);
  }

  /** Resolves with 'ready', or with why not: failed, the socket closed, or too long a wait. */
  #ready(designId: string): Promise<string> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish('no ready event in time'), this.#options.readyTimeoutMs);
      const finish = (outcome: string): void => {
        clearTimeout(timer);
        this.#waiting.delete(designId);
        resolve(outcome);
      };
      this.#waiting.set(designId, finish);
    });
  }

  async #openSocket(): Promise<void> {
    const url = new URL(`/ws/designs?token=${encodeURIComponent(this.#token)}`, this.#options.base);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    // Node's WebSocket (undici) takes request headers in its second argument, beyond the DOM's type.
    const init = { headers: { 'x-forwarded-for': this.#address } } as unknown as string[];
    const socket = new WebSocket(url, init);
    this.#socket = socket;
    socket.addEventListener('message', (message) => {
      const event = JSON.parse(String(message.data)) as { type?: string; designId?: string; status?: string };
      if (event.type !== 'design-progress' || !event.designId) return;
      if (event.status === 'ready') this.#waiting.get(event.designId)?.('ready');
      else if (event.status === 'failed') this.#waiting.get(event.designId)?.('its render failed');
    });
    socket.addEventListener('close', () => {
      for (const finish of this.#waiting.values()) finish('the design socket closed');
    });
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error('the design socket did not open')), {
        once: true,
      });
    });
  }

  async #browse(): Promise<void> {
    for (let turn = 0; this.#browsing; turn += 1) {
      await Promise.all([
        this.#call('GET /api/simple/user (session check)', '/api/simple/user'),
        this.#call('GET public page', PUBLIC_PAGES[turn % PUBLIC_PAGES.length] as string, {
          anonymous: true,
          binary: true,
        }),
      ]);
      await new Promise((resolve) => setTimeout(resolve, this.#options.browseEveryMs));
    }
  }

  /** One request, measured; the parsed JSON answer when it succeeded, else null. */
  async #call<T = unknown>(
    name: string,
    path: string,
    options: {
      method?: string;
      json?: unknown;
      body?: FormData;
      headers?: Record<string, string>;
      anonymous?: boolean;
      binary?: boolean;
    } = {},
  ): Promise<T | null> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.#address, ...options.headers };
    if (this.#token && !options.anonymous) headers.authorization = `Bearer ${this.#token}`;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    try {
      const response = await fetch(new URL(path, this.#options.base), {
        method: options.method ?? 'GET',
        headers,
        body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = options.binary ? await response.arrayBuffer() : await response.text();
      const ms = performance.now() - started;
      if (!response.ok) {
        const text = typeof body === 'string' ? body : '';
        this.#measurements.add({ name, ms, status: response.status, message: messageOf(text) });
        return null;
      }
      this.#measurements.add({ name, ms, status: response.status });
      return typeof body === 'string' && body ? (JSON.parse(body) as T) : ({} as T);
    } catch (error) {
      this.#measurements.add({
        name,
        ms: performance.now() - started,
        status: 0,
        message: (error as Error).message,
      });
      return null;
    }
  }
}

function messageOf(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : text.slice(0, 100);
  } catch {
    return text.slice(0, 100);
  }
}
