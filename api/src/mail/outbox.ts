// Mail that waits for its server. `send` stores the message, sealed, and returns: the request that
// wrote it answers the same whether the mail server is up or not. Every process with an outbox
// sends what is due, at once after storing and then on a sweep every few seconds, claiming each
// message for a while (a lease) with SKIP LOCKED so two processes never send it at once; one that
// stopped mid-send leaves its claim to run out and another process sends the message. A failed
// attempt waits twice as long as the one before (from 5 s up to an hour); a message not taken
// within two days is given up and logged. Sent or given up, the message itself is dropped.
import type { Pool } from '../db/pool.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import type { Mail, Mailer } from './mailer.ts';

export interface MailOutboxOptions {
  pool: Pool;
  /** What actually sends: the SMTP server, or the local folder. */
  transport: Mailer;
  box: SecretBox;
  log: { warn(message: string): void; error(message: string): void };
  /** How often due mail is looked for: retries, and mail a stopped process left. */
  sweepMs?: number;
  /** The wait after the first failed attempt; each next wait is twice as long, up to an hour. */
  firstRetryMs?: number;
  /** How long a message is tried before it is given up. */
  giveUpAfterMs?: number;
}

/** How long a process has to send the messages it claimed before another may take them. */
const LEASE_SECONDS = 300;
const BATCH = 10;
const LONGEST_WAIT_MS = 3_600_000;
const TWO_DAYS_MS = 2 * 24 * 3_600_000;

interface Claimed {
  id: string;
  sealed: string;
  attempts: number;
  created_at: Date;
}

export class MailOutbox implements Mailer {
  readonly description: string;
  readonly #options: Required<MailOutboxOptions>;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = false;

  constructor(options: MailOutboxOptions) {
    this.#options = { sweepMs: 5_000, firstRetryMs: 5_000, giveUpAfterMs: TWO_DAYS_MS, ...options };
    this.description = `${options.transport.description} (waiting in the database until it is taken)`;
  }

  /** Stores the message; it goes out now if the server takes it, or on a later attempt. */
  async send(mail: Mail): Promise<void> {
    const { pool, box } = this.#options;
    await pool.query('insert into app.mail_outbox (sealed) values ($1)', [box.seal(JSON.stringify(mail))]);
    void this.deliver();
  }

  /** Starts the sweep that sends retries and whatever another process left. */
  start(): void {
    this.#timer = setInterval(() => void this.deliver(), this.#options.sweepMs);
    this.#timer.unref();
    void this.deliver();
  }

  /** Stops sweeping and waits for the attempt under way. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    await this.#running;
  }

  /** Sends everything due; a call during a run makes the run go round once more. */
  deliver(): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#deliverDue()
      .catch((error: Error) => this.#options.log.warn(`the mail outbox could not be read: ${error.message}`))
      .finally(() => {
        this.#running = null;
        if (this.#again) {
          this.#again = false;
          void this.deliver();
        }
      });
    return this.#running;
  }

  async #deliverDue(): Promise<void> {
    while (!this.#stopped) {
      const claimed = await this.#options.pool.query<Claimed>(
        `update app.mail_outbox
            set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $1)
          where id in (select id from app.mail_outbox
                        where sent_at is null and failed_at is null and next_attempt_at <= now()
                        order by id limit $2 for update skip locked)
          returning id, sealed, attempts, created_at`,
        [LEASE_SECONDS, BATCH],
      );
      if (claimed.rows.length === 0) return;
      for (const row of claimed.rows) await this.#attempt(row);
    }
  }

  async #attempt(row: Claimed): Promise<void> {
    const { pool, transport, box, log } = this.#options;
    const plain = box.open(row.sealed);
    try {
      if (plain === null) throw new Error('it was sealed under another secrets key');
      await transport.send(JSON.parse(plain) as Mail);
    } catch (error) {
      const reason = ((error as Error).message || String(error)).slice(0, 500);
      const givingUp = plain === null || Date.now() - row.created_at.getTime() >= this.#options.giveUpAfterMs;
      const waitMs = Math.min(this.#options.firstRetryMs * 2 ** (row.attempts - 1), LONGEST_WAIT_MS);
      await pool.query(
        `update app.mail_outbox
            set last_error = $2, next_attempt_at = now() + make_interval(secs => $3),
                failed_at = case when $4 then now() end, sealed = case when $4 then null else sealed end
          where id = $1`,
        [row.id, reason, waitMs / 1000, givingUp],
      );
      if (givingUp) log.error(`mail ${row.id} given up after ${row.attempts} attempts: ${reason}`);
      else
        log.warn(
          `mail ${row.id} not sent yet (attempt ${row.attempts}; next in ${waitMs / 1000} s): ${reason}`,
        );
      return;
    }
    await pool.query(
      'update app.mail_outbox set sent_at = now(), sealed = null, last_error = null where id = $1',
      [row.id],
    );
  }
}

/** Drops the rows of mail sent or given up more than a week ago. */
export async function pruneMailOutbox(pool: Pool): Promise<void> {
  await pool.query(
    `delete from app.mail_outbox where coalesce(sent_at, failed_at) < now() - interval '7 days'`,
  );
}
