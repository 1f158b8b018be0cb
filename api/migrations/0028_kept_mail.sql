-- Mail kept for the admins while no SMTP server is set (SMTP_URL): what would have been sent, shown
-- on /admin/mail so an admin can pass a reset link on. The message (its text and HTML) is sealed
-- with the secrets key: a reset link is a credential, and the reset tokens themselves are stored
-- only hashed. Removed by the hourly housekeeping after KEPT_MAIL_DAYS (shared/src/admin.ts).
create table app.kept_mail (
  id bigint generated always as identity primary key,
  recipient text not null,
  subject text not null,
  sealed text not null,
  created_at timestamptz not null default now()
);
create index kept_mail_created on app.kept_mail (created_at desc);
