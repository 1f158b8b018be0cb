-- Accounts and sessions. Sessions follow Lucia's guide: the client holds a random token, we keep
-- only its SHA-256 (the session id), so a leaked table cannot be used to sign in.
create extension if not exists citext;

create table app.users (
  id uuid primary key default gen_random_uuid(),
  email citext not null unique,
  -- Null for accounts made through Google or Facebook only.
  password_hash text,
  first_name text not null default '',
  last_name text not null default '',
  role text check (role in ('contractor', 'builder', 'sales_consultant', 'homeowner', 'alpha')),
  subscription_tier text not null default 'free' check (subscription_tier in ('free', 'pro', 'premium', 'alpha')),
  is_admin boolean not null default false,
  company text,
  phone text,
  avatar_url text,
  profile_public boolean not null default false,
  profile_completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table app.oauth_accounts (
  provider text not null check (provider in ('google', 'facebook')),
  provider_user_id text not null,
  user_id uuid not null references app.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (provider, provider_user_id)
);
create index oauth_accounts_user_id on app.oauth_accounts (user_id);

create table app.sessions (
  -- hex SHA-256 of the token the client holds
  id text primary key,
  user_id uuid not null references app.users (id) on delete cascade,
  expires_at timestamptz not null,
  remember boolean not null,
  created_at timestamptz not null default now(),
  last_heartbeat_at timestamptz,
  closed_at timestamptz,
  close_reason text,
  user_agent text,
  ip inet
);
create index sessions_user_id on app.sessions (user_id);
create index sessions_expires_at on app.sessions (expires_at);

create table app.password_reset_tokens (
  -- hex SHA-256 of the token in the e-mailed link
  id text primary key,
  user_id uuid not null references app.users (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index password_reset_tokens_user_id on app.password_reset_tokens (user_id);

-- Fixed-window counters for throttling sign-in attempts, shared by every API process.
create table app.throttle (
  key text not null,
  window_start timestamptz not null,
  count integer not null,
  primary key (key, window_start)
);
