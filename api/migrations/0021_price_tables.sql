-- Price tables (issue "Sell the pool"): a pool professional's prices (a base, a price per square
-- foot or metre by pool style, a price per feature, the range shown, the words for clients and
-- where estimates show), one per user, kept as the JSON PriceTableSchema (shared/src/pricing.ts)
-- validates. Designs' estimates are worked out from it when they are shown; none is stored.
create table app.price_tables (
  user_id uuid primary key references app.users (id) on delete cascade,
  price_table jsonb not null,
  updated_at timestamptz not null default now()
);
