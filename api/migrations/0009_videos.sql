-- Image to video (issue "Image to video"): a short film of one of a design's renders, made by the
-- built-in video maker or a video model, counted per plan period in the credit ledger like images.

create table app.design_videos (
  -- Chosen by the API before the insert, like a design's: the job and the files are named by it.
  id uuid primary key,
  design_id uuid not null references app.designs (id) on delete cascade,
  user_id uuid not null references app.users (id) on delete cascade,
  -- The render it is made from; a video goes with its design, never with a single image.
  image_id uuid not null references app.design_images (id) on delete cascade,
  template text not null check (template in ('reveal', 'push-in', 'day-to-night')),
  format text not null check (format in ('16:9', '1:1', '9:16')),
  status text not null default 'queued' check (status in ('queued', 'rendering', 'ready', 'failed')),
  progress real not null default 0 check (progress between 0 and 100),
  error text,
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  duration_seconds real not null check (duration_seconds > 0),
  -- What made it (null until it is made): `builtin` or the provider's name, the model, the cost.
  engine text,
  model text,
  cost_usd numeric(10, 4) check (cost_usd >= 0),
  -- A client's Idempotency-Key: a retried request finds this video instead of making another.
  idempotency_key text check (char_length(idempotency_key) <= 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, idempotency_key)
);
create index design_videos_design on app.design_videos (design_id, created_at desc);
create index design_videos_user on app.design_videos (user_id, created_at desc);

-- Videos in the ledger: a debit when one is asked for, a refund (at most once) when it fails for
-- good. Both name the video and its design; images are never counted from these rows.
alter table app.credit_ledger add column video_id uuid;
alter table app.credit_ledger drop constraint credit_ledger_kind_check;
alter table app.credit_ledger add constraint credit_ledger_kind_check
  check (kind in ('debit', 'refund', 'grant', 'purchase', 'purchase_refund', 'video_debit', 'video_refund'));
alter table app.credit_ledger drop constraint credit_ledger_sign_check;
alter table app.credit_ledger add constraint credit_ledger_sign_check
  check ((kind in ('debit', 'purchase_refund', 'video_debit')) = (delta < 0));
alter table app.credit_ledger drop constraint credit_ledger_design_check;
alter table app.credit_ledger add constraint credit_ledger_design_check
  check (kind in ('grant', 'purchase', 'purchase_refund', 'video_debit', 'video_refund')
         or (design_id is not null and version is not null));
alter table app.credit_ledger add constraint credit_ledger_video_check
  check ((kind in ('video_debit', 'video_refund')) = (video_id is not null));
create unique index credit_ledger_video_once on app.credit_ledger (video_id, kind)
  where kind in ('video_debit', 'video_refund');
