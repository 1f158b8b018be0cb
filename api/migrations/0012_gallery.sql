-- The public gallery's community designs (issue "Collections, presentations, public profiles and
-- badges"): a public design its owner submitted, approved or refused by an operator (the admin
-- area's queue, once it exists). Shown while approved and still public.
alter table app.designs add column gallery_status text check (gallery_status in ('submitted', 'approved', 'refused'));
alter table app.designs add column gallery_submitted_at timestamptz;
alter table app.designs add column gallery_decided_at timestamptz;
create index designs_gallery on app.designs (gallery_status, gallery_decided_at desc)
  where gallery_status is not null;
