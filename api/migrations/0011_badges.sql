-- Badges (issue "Collections, presentations, public profiles and badges"): each earned once per
-- user (the primary key), with when the user was told of it (the toast).
create table app.user_badges (
  user_id uuid not null references app.users (id) on delete cascade,
  badge text not null,
  earned_at timestamptz not null default now(),
  seen_at timestamptz,
  primary key (user_id, badge)
);
