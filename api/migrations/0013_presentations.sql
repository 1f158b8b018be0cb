-- Presentations (issue "Collections, presentations, public profiles and badges"): a user's designs
-- as slides for a client, between a title slide and a closing slide made from the profile. A
-- presentation is played by anyone holding its share token while it has one; ending the sharing
-- clears the token, so an old link stops working for good.
create table app.presentations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references app.users (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 120),
  client_name text not null default '' check (char_length(client_name) <= 120),
  closing_message text not null default '' check (char_length(closing_message) <= 500),
  show_email boolean not null default true,
  show_phone boolean not null default true,
  -- 32 random bytes, base64url; null while the presentation is not shared.
  share_token text unique check (share_token ~ '^[A-Za-z0-9_-]{43}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index presentations_user on app.presentations (user_id, updated_at desc);

create table app.presentation_slides (
  id uuid primary key default gen_random_uuid(),
  presentation_id uuid not null references app.presentations (id) on delete cascade,
  design_id uuid not null references app.designs (id) on delete cascade,
  -- The render shown; null (or a render deleted since) shows the design's newest.
  image_id uuid references app.design_images (id) on delete set null,
  -- 0-based order; rewritten whole by a reorder.
  position integer not null check (position >= 0),
  notes text not null default '' check (char_length(notes) <= 1000),
  price_line text not null default '' check (char_length(price_line) <= 120),
  created_at timestamptz not null default now()
);
create index presentation_slides_order on app.presentation_slides (presentation_id, position);
create index presentation_slides_design on app.presentation_slides (design_id);
