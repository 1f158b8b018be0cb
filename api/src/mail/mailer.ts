// Outgoing mail. With SMTP_URL, through that server; without it, into a local outbox: one `.eml`
// file per message in `<DATA_DIR>/outbox/`, readable with any mail client or `cat`.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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
}

export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
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
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `the local outbox ${options.outboxDir}`,
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-z0-9@.-]/gi, '_')}.eml`;
      await writeFile(join(options.outboxDir, name), info.message as Buffer, { mode: 0o600 });
    },
  };
}
