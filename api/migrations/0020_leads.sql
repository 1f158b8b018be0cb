-- Leads (issue "Sell the pool"): a visitor of a shared design, a public collection or a shared
-- presentation asks its owner for a quote, without an account, when the owner switched quote
-- requests on for that item. Each request is a lead of the owner, who follows it up on /leads with a
-- status and notes. The item is kept by kind and id with its name at the time, so a lead outlives
-- the item it came from.
alter table app.designs add column quote_requests boolean not null default false;
alter table app.collections add column quote_requests boolean not null default false;
alter table app.presentations add column quote_requests boolean not null default false;

create table app.leads (
  id uuid primary key default gen_random_uuid(),
  -- The owner of the item: the only one who ever sees the lead.
  user_id uuid not null references app.users (id) on delete cascade,
  item_kind text not null check (item_kind in ('design', 'collection', 'presentation')),
  item_id uuid not null,
  item_name text not null check (char_length(item_name) <= 200),
  name text not null check (char_length(name) between 1 and 120),
  email text not null check (char_length(email) between 3 and 254),
  phone text not null default '' check (char_length(phone) <= 40),
  postcode text not null check (char_length(postcode) between 1 and 12),
  message text not null default '' check (char_length(message) <= 2000),
  status text not null default 'new' check (status in ('new', 'contacted', 'won', 'lost')),
  notes text not null default '' check (char_length(notes) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index leads_user_created on app.leads (user_id, created_at desc);
create index leads_item on app.leads (item_kind, item_id);
