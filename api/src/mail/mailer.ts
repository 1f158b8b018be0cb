// Outgoing mail. With SMTP_URL, through that server; without it, kept in the database for the
// admins, who read it at /admin/mail (kept-mail.ts).
import { KEPT_MAIL_DAYS } from '@poolscape/shared/admin';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Where mail goes, for the start-up message. */
  readonly description: string;
  /** The SMTP server's host, or null when mail is kept for /admin/mail. */
  readonly smtp: string | null;
}

/** Where mail is kept when there is no SMTP server (KeptMail, for /admin/mail). */
export interface MailKeeper {
  keep(mail: Mail): Promise<void>;
}

export function createMailer(options: { smtpUrl?: string; from: string; kept?: MailKeeper }): Mailer {
  if (options.smtpUrl) {
    // A server that does not answer fails the attempt in seconds; the outbox tries again later.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    const host = new URL(options.smtpUrl).host;
    return {
      description: `SMTP server ${host}`,
      smtp: host,
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const { kept } = options;
  if (!kept) throw new Error('mail needs an SMTP server (SMTP_URL) or the database to keep it in');
  return {
    description: `/admin/mail, for the admins to read (no SMTP_URL is set; kept ${KEPT_MAIL_DAYS} days)`,
    smtp: null,
    send: (mail) => kept.keep(mail),
  };
}
