-- The admin area and support (issue "Support tickets and the admin area for people and
-- operations"): accounts an admin can disable, an append-only audit log of every admin change,
-- credits an admin grants or deducts with a reason, and support tickets with their threads.

-- A disabled account cannot sign in, and its sessions stop working.
alter table app.users add column disabled_at timestamptz;
-- The admin's user search: a trigram index over the address and the name, so "smi" finds Smith
-- among a hundred thousand accounts without reading them all.
create extension if not exists pg_trgm;
create index users_search on app.users
  using gin ((lower(email::text) || ' ' || lower(first_name) || ' ' || lower(last_name)) gin_trgm_ops);
create index users_created on app.users (created_at desc);

-- Who did what, when, and the data before and after. Nothing updates or deletes a row; the actor
-- is kept by id and address, so the log outlives the actor's account.
create table app.audit_log (
  id bigint generated always as identity primary key,
  actor_id uuid,
  actor_email text not null,
  action text not null check (char_length(action) between 1 and 80),
  target_type text not null,
  target_id text,
  before jsonb,
  after jsonb,
  created_at timestamptz not null default now()
);
create index audit_log_created on app.audit_log (created_at desc);
create index audit_log_target on app.audit_log (target_type, target_id, created_at desc);

create or replace function app.audit_log_append_only() returns trigger
language plpgsql as $$
begin
  raise exception 'the audit log is append-only';
end;
$$;
create trigger audit_log_append_only before update or delete on app.audit_log
  for each row execute function app.audit_log_append_only();

-- Admins grant images (kind 'grant', as before) or take them back (kind 'deduct'), with a reason
-- and who did it.
alter table app.credit_ledger add column reason text check (char_length(reason) <= 500);
alter table app.credit_ledger add column actor_id uuid;
alter table app.credit_ledger drop constraint credit_ledger_kind_check;
alter table app.credit_ledger add constraint credit_ledger_kind_check
  check (kind in ('debit', 'refund', 'grant', 'deduct', 'purchase', 'purchase_refund', 'video_debit', 'video_refund'));
alter table app.credit_ledger drop constraint credit_ledger_sign_check;
alter table app.credit_ledger add constraint credit_ledger_sign_check
  check ((kind in ('debit', 'purchase_refund', 'video_debit', 'deduct')) = (delta < 0));
alter table app.credit_ledger drop constraint credit_ledger_design_check;
alter table app.credit_ledger add constraint credit_ledger_design_check
  check (kind in ('grant', 'deduct', 'purchase', 'purchase_refund', 'video_debit', 'video_refund')
         or (design_id is not null and version is not null));
alter table app.credit_ledger add constraint credit_ledger_deduct_reason_check
  check ((kind = 'deduct') <= (reason is not null));

-- Support tickets: a user's question and its thread. Support's replies are mailed to the user;
-- internal notes are for support only.
create table app.support_tickets (
  id uuid primary key default gen_random_uuid(),
  -- The number people quote ("ticket 1042").
  number bigint generated always as identity (start with 1001) unique,
  user_id uuid not null references app.users (id) on delete cascade,
  subject text not null check (char_length(subject) between 1 and 150),
  category text not null check (category in ('account', 'billing', 'designs', 'bug', 'other')),
  status text not null default 'open' check (status in ('open', 'answered', 'closed')),
  design_id uuid references app.designs (id) on delete set null,
  screenshot_key text,
  assignee_id uuid references app.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index support_tickets_user on app.support_tickets (user_id, updated_at desc);
create index support_tickets_queue on app.support_tickets (status, updated_at desc);

create table app.ticket_messages (
  id bigint generated always as identity primary key,
  ticket_id uuid not null references app.support_tickets (id) on delete cascade,
  author_id uuid references app.users (id) on delete set null,
  from_support boolean not null,
  internal boolean not null default false check (from_support or not internal),
  body text not null check (char_length(body) between 1 and 5000),
  created_at timestamptz not null default now()
);
create index ticket_messages_ticket on app.ticket_messages (ticket_id, id);
