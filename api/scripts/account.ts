// For an operator answering a request that came by mail, on the product's database (DATABASE_URL,
// else the embedded PostgreSQL in DATA_DIR, running or not) and its file storage; written in the
// audit log as the operator's.
// - `npm run account -- export <email> [file]`: writes the archive "Download my data" makes for that
//   account to a file (default `poolscape-data-<date>-<account id>.zip` in the repository folder).
// - `npm run account -- delete <email>`: does what "Delete my account" does: the account is closed at
//   once and told by mail (sent by the running product), and removed after 7 days unless kept.
import { resolve } from 'node:path';
import { deletionDay } from '@poolscape/shared';
import { AccountDeletions } from '../src/account/account-deletions.ts';
import { writeAccountArchive } from '../src/account/export-archive.ts';
import { audit } from '../src/admin/audit.ts';
import { loadEnv } from '../src/env.ts';
import { JobQueue } from '../src/jobs/job-queue.ts';
import { KeptMail } from '../src/mail/kept-mail.ts';
import { MailQueue } from '../src/mail/mail-queue.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { openStorage } from '../src/processes/file-storage.ts';
import type { Closer } from '../src/processes/process-log.ts';
import { SecretBox } from '../src/secrets/secret-box.ts';
import { withOperatorDatabase } from './operator-database.ts';

const [action, email, file] = process.argv.slice(2);
if ((action !== 'export' && action !== 'delete') || !email) {
  console.error('usage: npm run account -- export <email> [file]\n       npm run account -- delete <email>');
  process.exit(2);
}

const env = loadEnv();
const closers: Closer[] = [];
try {
  await withOperatorDatabase(async (pool) => {
    const found = await pool.query<{ id: string }>(
      'select id from app.users where lower(email) = lower($1)',
      [email],
    );
    const user = found.rows[0];
    if (!user) {
      console.error(`No account has the address ${email}.`);
      process.exitCode = 1;
      return;
    }
    const storage = await openStorage(env.storage, env.DATA_DIR, closers);
    if (action === 'delete') {
      const jobs = new JobQueue({ pool, supervise: false, log: (message) => console.warn(message) });
      closers.push(() => jobs.stop());
      const box = SecretBox.fromEnvironment(env.SECRETS_KEY, env.DATA_DIR);
      const mail = new MailQueue({
        jobs,
        transport: createMailer({
          smtpUrl: env.SMTP_URL,
          from: env.MAIL_FROM,
          kept: new KeptMail(pool, box),
        }),
        box,
        log: console,
      });
      const deletions = new AccountDeletions({ pool, storage, mail, publicUrl: env.publicUrl, log: console });
      const done = await deletions.request(user.id, { kind: 'operator' });
      console.log(
        done
          ? `${done.email} is signed out and their account will be deleted on ${deletionDay(done.dueAt)} (told by mail).`
          : `No account has the address ${email}.`,
      );
      return;
    }
    const path = resolve(file ?? `poolscape-data-${new Date().toISOString().slice(0, 10)}-${user.id}.zip`);
    const made = await writeAccountArchive(pool, storage, user.id, path, () => {});
    await audit(
      pool,
      { id: null, email: 'npm run account' },
      'user.data-export',
      { type: 'user', id: user.id },
      null,
      {
        file: path,
      },
    );
    console.log(
      `${path}: ${made.entries} entries, ${made.files} stored files, ${(made.bytes / 1e6).toFixed(1)} MB.`,
    );
  });
} finally {
  for (const close of closers.reverse()) await close();
}
