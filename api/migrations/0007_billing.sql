-- Billing on Stripe (issue "Plans, credits and billing with Stripe"): each user's Stripe customer,
-- their subscriptions as Stripe last described them, the webhook events already handled, and image
-- packs in the credit ledger.

alter table app.users add column stripe_customer_id text unique;

-- One row per Stripe subscription, written only from what Stripe's API says (never from a
-- redirect). `plan` is the plan in effect: a change down waits for the next period in
-- `scheduled_plan`, a change up applies at once.
create table app.subscriptions (
  id text primary key,
  user_id uuid not null references app.users (id) on delete cascade,
  customer_id text not null,
  plan text not null check (plan in ('pro', 'premium')),
  scheduled_plan text check (scheduled_plan in ('pro', 'premium')),
  status text not null check (
    status in ('incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused')
  ),
  current_period_start timestamptz not null,
  current_period_end timestamptz not null,
  cancel_at_period_end boolean not null default false,
  created_at timestamptz not null default now(),
  synced_at timestamptz not null default now()
);
create index subscriptions_user_id on app.subscriptions (user_id);

-- Stripe sends an event at least once: its id is recorded in the transaction that acts on it.
create table app.billing_events (
  id text primary key,
  type text not null,
  received_at timestamptz not null default now()
);

-- Packs: a purchase adds images (once per payment), a refund of that payment takes back what is
-- left of them. A debit records how many of its images came from packs (after the period's plan
-- allowance), and its refund gives those back to the packs.
alter table app.credit_ledger drop constraint credit_ledger_kind_check;
alter table app.credit_ledger drop constraint credit_ledger_check;
alter table app.credit_ledger drop constraint credit_ledger_check1;
alter table app.credit_ledger add column from_pack integer not null default 0 check (from_pack >= 0);
-- The Stripe payment (PaymentIntent id) a purchase or its refund belongs to.
alter table app.credit_ledger add column payment_ref text;
alter table app.credit_ledger add constraint credit_ledger_kind_check
  check (kind in ('debit', 'refund', 'grant', 'purchase', 'purchase_refund'));
alter table app.credit_ledger add constraint credit_ledger_sign_check
  check ((kind in ('debit', 'purchase_refund')) = (delta < 0));
alter table app.credit_ledger add constraint credit_ledger_design_check
  check (kind in ('grant', 'purchase', 'purchase_refund') or (design_id is not null and version is not null));
alter table app.credit_ledger add constraint credit_ledger_payment_check
  check ((kind in ('purchase', 'purchase_refund')) = (payment_ref is not null));
alter table app.credit_ledger add constraint credit_ledger_pack_share_check
  check (from_pack <= abs(delta) and (from_pack = 0 or kind in ('debit', 'refund')));
create unique index credit_ledger_purchase_once on app.credit_ledger (payment_ref) where kind = 'purchase';
