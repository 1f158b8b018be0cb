-- Mail waits here until its server has taken it: a message is stored before the request that made
-- it answers, and every API process sends what is due, claiming rows with SKIP LOCKED so each goes
-- out once. The message itself is sealed with the secrets key (a reset link is a credential) and
-- dropped once it is sent or given up; the row stays a week for the metrics and the operator.
create table app.mail_outbox (
  id bigint generated always as identity primary key,
  sealed text,
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  failed_at timestamptz,
  check (sealed is not null or sent_at is not null or failed_at is not null)
);

create index mail_outbox_due on app.mail_outbox (next_attempt_at)
  where sent_at is null and failed_at is null;

-- The routes' rate limits, shared by every API process: one row per route and client (or user),
-- counting hits until `resets_at`, when the next hit starts a new window.
create table app.rate_limits (
  key text primary key,
  hits integer not null check (hits > 0),
  resets_at timestamptz not null
);

create index rate_limits_resets_at on app.rate_limits (resets_at);
