// Mail kept for the admins while no SMTP server is set (SMTP_URL): each message that would have been
// sent, in `app.kept_mail`, for /admin/mail, where an admin finds a user's reset link to pass on.
// The text is sealed with the secrets key (a reset link is a credential; the reset tokens
// themselves are stored only hashed) and opened only for an admin's page. The hourly housekeeping
// removes what is older than KEPT_MAIL_DAYS, as the privacy page says.
import { type AdminMailPage, KEPT_MAIL_DAYS, type KeptMailMessage } from '@poolscape/shared/admin';
import type { Pool } from '../db/pool.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import type { Mail } from './mailer.ts';

const PAGE_SIZE = 20;

/** What is sealed: the message's text, and its HTML when it has one. */
interface SealedBody {
  text: string;
  html?: string;
}

export class KeptMail {
  readonly #pool: Pool;
  readonly #box: SecretBox;

  constructor(pool: Pool, box: SecretBox) {
    this.#pool = pool;
    this.#box = box;
  }

  async keep(mail: Mail): Promise<void> {
    const body: SealedBody = { text: mail.text, ...(mail.html ? { html: mail.html } : {}) };
    await this.#pool.query('insert into app.kept_mail (recipient, subject, sealed) values ($1, $2, $3)', [
      mail.to,
      mail.subject,
      this.#box.seal(JSON.stringify(body)),
    ]);
  }

  /** A page of the kept mail, newest first; `q` matches any part of the address or the subject. */
  async page(query: { q?: string; page: number }): Promise<Omit<AdminMailPage, 'smtp'>> {
    const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (match) => `\\${match}`)}%` : null;
    const where = `where created_at > now() - make_interval(days => $1)
      and ($2::text is null or recipient ilike $2 or subject ilike $2)`;
    const values = [KEPT_MAIL_DAYS, pattern];
    const [rows, count] = await Promise.all([
      this.#pool.query<{ id: string; recipient: string; subject: string; sealed: string; created_at: Date }>(
        `select id::text, recipient, subject, sealed, created_at from app.kept_mail ${where}
          order by id desc limit ${PAGE_SIZE} offset $3`,
        [...values, (query.page - 1) * PAGE_SIZE],
      ),
      this.#pool.query<{ total: number }>(
        `select count(*)::int as total from app.kept_mail ${where}`,
        values,
      ),
    ]);
    const items: KeptMailMessage[] = rows.rows.map((row) => ({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: this.#open(row.sealed),
      at: row.created_at.toISOString(),
    }));
    return {
      keptDays: KEPT_MAIL_DAYS,
      items,
      total: count.rows[0]?.total ?? 0,
      page: query.page,
      pageSize: PAGE_SIZE,
    };
  }

  /** Removes what is past its time; the count removed. */
  async prune(): Promise<number> {
    const result = await this.#pool.query(
      'delete from app.kept_mail where created_at < now() - make_interval(days => $1)',
      [KEPT_MAIL_DAYS],
    );
    return result.rowCount ?? 0;
  }

  /** The text; a message sealed under another key (SECRETS_KEY changed) says so instead. */
  #open(sealed: string): string {
    const opened = this.#box.open(sealed);
    if (opened === null) return '(This message was kept under another secrets key and cannot be read.)';
    return (JSON.parse(opened) as SealedBody).text;
  }
}
