-- "Delete my account": an account asked to be deleted is closed at once and removed for good when
-- its grace period ends (`deletion_due_at`); until then, signing in offers to keep it.
alter table app.users add column deletion_requested_at timestamptz;
alter table app.users add column deletion_due_at timestamptz;
alter table app.users add constraint users_deletion_dates
  check ((deletion_requested_at is null) = (deletion_due_at is null));
create index users_deletion_due on app.users (deletion_due_at) where deletion_due_at is not null;

-- "Keep my account": what a sign-in during the grace period hands the browser (in a cookie), so the
-- next page can keep the account without asking for the password again. Only its SHA-256 is kept.
create table app.account_keep_tokens (
  id text primary key,
  user_id uuid not null references app.users (id) on delete cascade,
  expires_at timestamptz not null
);
create index account_keep_tokens_user on app.account_keep_tokens (user_id);

-- The audit log stays append-only, with one exception the law asks for: when an account is removed,
-- its rows keep the account id in place of the person's address. Only a transaction that set
-- `app.anonymising_account` to that id may do it, and it may change the address columns alone.
create or replace function app.audit_log_append_only() returns trigger
language plpgsql as $$
declare
  anonymising text := nullif(current_setting('app.anonymising_account', true), '');
begin
  if tg_op = 'UPDATE' and anonymising is not null
     and new.id = old.id and new.action = old.action and new.target_type = old.target_type
     and new.target_id is not distinct from old.target_id and new.created_at = old.created_at
     and new.actor_id is not distinct from old.actor_id
     and (new.actor_email = old.actor_email or new.actor_email = anonymising) then
    return new;
  end if;
  raise exception 'the audit log is append-only';
end;
$$;
