-- Newsletter subscribers (the footer's Stay Updated box). One row per address; a second
-- subscription changes nothing.
create table app.newsletter_subscribers (
  id bigint generated always as identity primary key,
  email text not null unique check (char_length(email) <= 254),
  source text not null check (source ~ '^[a-z0-9-]{1,40}$'),
  created_at timestamptz not null default now()
);
