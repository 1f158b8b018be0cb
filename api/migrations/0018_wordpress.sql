-- The WordPress integration. A user connects one WordPress site with an application password (kept
-- encrypted: AES-256-GCM with a key from the environment or the data folder); every design or
-- collection they publish there keeps its post, so publishing again updates that post; API keys
-- let the Poolscape plugin on their site read the feed (only a SHA-256 of each key is kept).

create table app.wordpress_connections (
  user_id uuid primary key references app.users (id) on delete cascade,
  -- The site's home page and the root of its REST API (`.../wp-json/` or `...?rest_route=/`).
  site_url text not null,
  api_root text not null,
  site_name text not null,
  username text not null,
  display_name text not null,
  password_box text not null,
  connected_at timestamptz not null default now()
);

create table app.wordpress_posts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references app.users (id) on delete cascade,
  kind text not null check (kind in ('design', 'collection')),
  item_id uuid not null,
  site_url text not null,
  post_id integer not null,
  post_type text not null check (post_type in ('post', 'page')),
  status text not null,
  title text not null,
  link text not null,
  -- The media ids this post shows, removed from the site's library when a new publish replaces them.
  media_ids integer[] not null default '{}',
  published_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, kind, item_id, site_url)
);

create table app.api_keys (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references app.users (id) on delete cascade,
  name text not null,
  prefix text not null,
  secret_hash bytea not null unique,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index api_keys_user on app.api_keys (user_id, created_at desc) where revoked_at is null;
