-- The design studio (issue "Design studio"): uploads, designs with their versions and rendered
-- images, and the credit ledger the plan limits are counted from. Files live in the storage
-- (api/src/storage/); rows here only name them. Render jobs live in pg-boss's own schema `pgboss`.

-- Paid plans renew monthly from the day they started. Without a value it is the account's creation.
alter table app.users add column plan_started_at timestamptz;
update app.users set plan_started_at = created_at;
alter table app.users alter column plan_started_at set not null;

create or replace function app.set_plan_started_at() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    new.plan_started_at := coalesce(new.plan_started_at, new.created_at);
  elsif new.subscription_tier is distinct from old.subscription_tier
        and new.plan_started_at is not distinct from old.plan_started_at then
    -- A new plan starts a new period, unless the change names its own start.
    new.plan_started_at := now();
  end if;
  return new;
end;
$$;

create trigger users_plan_started_at before insert or update of subscription_tier on app.users
  for each row execute function app.set_plan_started_at();

-- A photo a user uploaded, already turned upright, stripped of metadata and stored losslessly.
create table app.uploads (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references app.users (id) on delete cascade,
  storage_key text not null,
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  created_at timestamptz not null default now()
);
create index uploads_user_id on app.uploads (user_id, created_at);

create table app.designs (
  -- Chosen by the API before the insert: the base photo is stored under the design's id first.
  id uuid primary key,
  user_id uuid not null references app.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 120),
  visibility text not null default 'private' check (visibility in ('private', 'unlisted', 'public')),
  -- The base photo (a lossless copy owned by this design, so deleting an upload never breaks it).
  photo_key text not null,
  photo_width integer not null check (photo_width > 0),
  photo_height integer not null check (photo_height > 0),
  -- Where the photo came from: {"uploadId": ...}, {"sampleId": ...} or {"imageId": ...}.
  source jsonb not null,
  -- A client's Idempotency-Key: a retried submit finds this design instead of making another.
  idempotency_key text check (char_length(idempotency_key) <= 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, idempotency_key)
);
create index designs_user_created on app.designs (user_id, created_at desc);

-- Each render request of a design; regenerating adds a version and keeps the earlier ones.
create table app.design_versions (
  id uuid primary key default gen_random_uuid(),
  design_id uuid not null references app.designs (id) on delete cascade,
  number integer not null check (number >= 1),
  options jsonb not null,
  -- Normalised (0..1) corners: far-left, far-right, near-right, near-left.
  corners jsonb not null,
  status text not null default 'queued' check (status in ('queued', 'rendering', 'ready', 'failed')),
  progress real not null default 0 check (progress between 0 and 100),
  error text,
  images_charged integer not null check (images_charged between 1 and 4),
  idempotency_key text check (char_length(idempotency_key) <= 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (design_id, number),
  unique (design_id, idempotency_key)
);

-- One rendered variation. Unique per version and variation: a retried job skips what is done.
create table app.design_images (
  id uuid primary key default gen_random_uuid(),
  design_id uuid not null references app.designs (id) on delete cascade,
  version_id uuid not null references app.design_versions (id) on delete cascade,
  variation integer not null check (variation between 1 and 4),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  -- Files: <prefix>.png (lossless), <prefix>-standard.png, <prefix>-display.webp, <prefix>-thumb.webp.
  storage_prefix text not null,
  created_at timestamptz not null default now(),
  unique (version_id, variation)
);
create index design_images_design_id on app.design_images (design_id);

-- Append-only: every image charged, refunded or granted. Use in a period is counted from here.
-- Debits are negative, refunds and grants positive. No foreign key to designs: the ledger keeps
-- its history when a design is deleted.
create table app.credit_ledger (
  id bigint generated always as identity primary key,
  user_id uuid not null references app.users (id) on delete cascade,
  delta integer not null check (delta <> 0),
  kind text not null check (kind in ('debit', 'refund', 'grant')),
  design_id uuid,
  version integer,
  created_at timestamptz not null default now(),
  check ((kind = 'debit') = (delta < 0)),
  check (kind = 'grant' or (design_id is not null and version is not null))
);
create index credit_ledger_user_created on app.credit_ledger (user_id, created_at);
-- One debit and at most one refund per design version: a refund can never happen twice.
create unique index credit_ledger_once on app.credit_ledger (design_id, version, kind) where kind <> 'grant';

create or replace function app.credit_ledger_append_only() returns trigger
language plpgsql as $$
begin
  -- Deleting the account itself removes its history (on delete cascade from app.users).
  if tg_op = 'DELETE' and not exists (select 1 from app.users where id = old.user_id) then
    return old;
  end if;
  raise exception 'app.credit_ledger is append-only (% refused)', tg_op;
end;
$$;

create trigger credit_ledger_append_only before update or delete on app.credit_ledger
  for each row execute function app.credit_ledger_append_only();

create or replace function app.credit_ledger_no_truncate() returns trigger
language plpgsql as $$
begin
  raise exception 'app.credit_ledger is append-only (TRUNCATE refused)';
end;
$$;

create trigger credit_ledger_no_truncate before truncate on app.credit_ledger
  for each statement execute function app.credit_ledger_no_truncate();
