-- Collections (issue "Collections, presentations, public profiles and badges"): a user's designs
-- grouped for a client, in an order, each with a note; private, or public at
-- /profile/public/{userId}/collections/{collectionId}.
create table app.collections (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references app.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 120),
  description text not null default '' check (char_length(description) <= 2000),
  visibility text not null default 'private' check (visibility in ('private', 'public')),
  -- The design whose render is the cover; null (or a design taken out) means the first design.
  cover_design_id uuid references app.designs (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index collections_user on app.collections (user_id, updated_at desc);

create table app.collection_designs (
  collection_id uuid not null references app.collections (id) on delete cascade,
  design_id uuid not null references app.designs (id) on delete cascade,
  -- 0-based order in the collection; rewritten whole by a reorder.
  position integer not null check (position >= 0),
  note text not null default '' check (char_length(note) <= 1000),
  added_at timestamptz not null default now(),
  primary key (collection_id, design_id)
);
create index collection_designs_order on app.collection_designs (collection_id, position);
create index collection_designs_design on app.collection_designs (design_id);
