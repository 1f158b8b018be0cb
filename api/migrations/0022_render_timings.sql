-- Render seconds for /api/metrics. Every worker, in whichever process it runs, adds each render and
-- video it finishes to one bucket (the smallest upper bound in seconds it fits, 'Infinity' past the
-- last), so every API process reads the same cumulative histogram from here. The partial indexes
-- keep the metrics' counts of failed versions and videos cheap.
create table app.render_timings (
  kind text not null check (kind in ('design', 'video')),
  bucket double precision not null check (bucket > 0),
  renders bigint not null default 0 check (renders >= 0),
  seconds double precision not null default 0 check (seconds >= 0),
  primary key (kind, bucket)
);

create index design_versions_failed on app.design_versions (id) where status = 'failed';
create index design_videos_failed on app.design_videos (id) where status = 'failed';
