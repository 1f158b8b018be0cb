-- "Download my data": each archive an account asked for, its progress, and where it is kept.
create table app.account_exports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references app.users (id) on delete cascade,
  status text not null default 'queued' check (status in ('queued', 'building', 'ready', 'failed')),
  progress real not null default 0 check (progress between 0 and 1),
  storage_key text,
  size_bytes bigint,
  created_at timestamptz not null default now(),
  ready_at timestamptz,
  expires_at timestamptz
);
create index account_exports_user on app.account_exports (user_id, created_at desc);
