-- Real dimensions: a design version may carry the reference line its owner drew on the photo
-- (two points as fractions of the photo, the length between them, its unit, and the pool's
-- depth); the API measures the footprint from it. Users choose feet or metres in their profile.

alter table app.design_versions add column scale jsonb;
alter table app.users add column units text not null default 'ft' check (units in ('ft', 'm'));
