// The PostgreSQL connections a cluster uses, sampled from pg_stat_activity while the load runs. Each
// process names its connections `poolscape/<role>/<pid>/<purpose>` (api/src/db/pool.ts), so the
// most each process held at once is known by role and purpose, beside the server's total. Behind
// PgBouncer, the processes' connections are PgBouncer's clients: its admin console names them.
import { type ConnectionPurpose, type ProcessRole, readConnectionName } from '@poolscape/api/db/pool';
import pg from 'pg';

export interface ProcessConnections {
  role: ProcessRole;
  pid: number;
  /** The most connections of each purpose seen at once. */
  most: Partial<Record<ConnectionPurpose, number>>;
  /** The most of all its connections seen at once. */
  total: number;
}

export class ConnectionSampler {
  /** One connection, opened again after PostgreSQL restarts (the drill restarts it). */
  readonly #db: pg.Pool;
  /** PgBouncer's admin console, when the processes connect through it. */
  readonly #bouncer: pg.Pool | null;
  readonly #processes = new Map<string, ProcessConnections>();
  #serverMost = 0;
  #maxConnections = 0;
  #timer: NodeJS.Timeout | undefined;
  #sampling: Promise<void> = Promise.resolve();

  constructor(databaseUrl: string, bouncerAdminUrl?: string) {
    this.#db = new pg.Pool({ connectionString: databaseUrl, max: 1, application_name: 'poolscape-sampler' });
    this.#db.on('error', () => undefined);
    this.#bouncer = bouncerAdminUrl ? new pg.Pool({ connectionString: bouncerAdminUrl, max: 1 }) : null;
    this.#bouncer?.on('error', () => undefined);
  }

  async start(everyMs = 500): Promise<void> {
    const { rows } = await this.#db.query<{ max_connections: string }>('show max_connections');
    this.#maxConnections = Number(rows[0]?.max_connections);
    await this.#sample();
    this.#timer = setInterval(() => {
      this.#sampling = this.#sampling.then(() => this.#sample()).catch(() => undefined);
    }, everyMs);
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#sampling;
    await this.#sample().catch(() => undefined);
    await this.#db.end();
    await this.#bouncer?.end();
  }

  /** The server's `max_connections`, and the most connections it had at once (this sampler's included). */
  get server(): { most: number; max: number } {
    return { most: this.#serverMost, max: this.#maxConnections };
  }

  /** Every process seen, API processes first. */
  get processes(): ProcessConnections[] {
    const order: ProcessRole[] = ['api', 'cms', 'worker'];
    return [...this.#processes.values()].sort(
      (a, b) => order.indexOf(a.role) - order.indexOf(b.role) || a.pid - b.pid,
    );
  }

  /** The connections of each name: PostgreSQL's, or PgBouncer's clients when it is in front. */
  async #byName(): Promise<{ server: number; names: { name: string; count: number }[] }> {
    const { rows } = await this.#db.query<{ name: string; count: string }>(
      `select application_name as name, count(*) from pg_stat_activity
        where backend_type = 'client backend' group by application_name`,
    );
    const server = rows.reduce((sum, row) => sum + Number(row.count), 0);
    if (!this.#bouncer) return { server, names: rows.map((row) => ({ ...row, count: Number(row.count) })) };
    const clients = await this.#bouncer.query<{ application_name: string }>('show clients');
    const counts = new Map<string, number>();
    for (const { application_name: name } of clients.rows) counts.set(name, (counts.get(name) ?? 0) + 1);
    return { server, names: [...counts].map(([name, count]) => ({ name, count })) };
  }

  async #sample(): Promise<void> {
    const { server, names } = await this.#byName();
    const now = new Map<string, { role: ProcessRole; pid: number; counts: Record<string, number> }>();
    for (const { name: applicationName, count } of names) {
      const name = readConnectionName(applicationName);
      if (!name) continue;
      const key = `${name.role}/${name.pid}`;
      const entry = now.get(key) ?? { role: name.role, pid: name.pid, counts: {} };
      entry.counts[name.purpose] = (entry.counts[name.purpose] ?? 0) + count;
      now.set(key, entry);
    }
    this.#serverMost = Math.max(this.#serverMost, server);
    for (const [key, { role, pid, counts }] of now) {
      const seen = this.#processes.get(key) ?? { role, pid, most: {}, total: 0 };
      for (const [purpose, count] of Object.entries(counts) as [ConnectionPurpose, number][])
        seen.most[purpose] = Math.max(seen.most[purpose] ?? 0, count);
      seen.total = Math.max(
        seen.total,
        Object.values(counts).reduce((sum, count) => sum + count, 0),
      );
      this.#processes.set(key, seen);
    }
  }
}
