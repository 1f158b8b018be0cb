-- Real AI renders and the Advanced area (issue "Real AI renders"): which engine and model made
-- each image and what it cost, the box around the pool that aspect crops centre on, what the
-- built-in renderer made of a custom prompt, and extra viewpoints (more photos of the same yard
-- rendered as one design with the same options).

-- Every image made before this migration came from the built-in renderer, at no cost.
alter table app.design_images add column engine text not null default 'builtin';
alter table app.design_images add column model text not null default 'built-in renderer';
alter table app.design_images add column cost_usd numeric(10, 4) not null default 0 check (cost_usd >= 0);
-- {x, y, width, height} in the image's pixels; null for images made before it was recorded.
alter table app.design_images add column focus jsonb;
-- 1 is the design's own photo; 2 to 4 are the extra viewpoints below.
alter table app.design_images add column viewpoint integer not null default 1 check (viewpoint between 1 and 4);
alter table app.design_images drop constraint design_images_version_id_variation_key;
alter table app.design_images add constraint design_images_version_viewpoint_variation_key
  unique (version_id, viewpoint, variation);
alter table app.design_images alter column engine drop default;
alter table app.design_images alter column model drop default;

-- {followed: [...], notFollowed: [...]}: the phrases of the custom prompt the built-in renderer
-- acted on and those it could not; null when an AI model read the prompt (or there was none).
alter table app.design_versions add column prompt_reading jsonb;
-- Variations times viewpoints: up to 4 x 4.
alter table app.design_versions drop constraint design_versions_images_charged_check;
alter table app.design_versions add constraint design_versions_images_charged_check
  check (images_charged between 1 and 16);

-- More photos of the same yard, each with its own footprint, rendered with the design's options.
create table app.design_viewpoints (
  design_id uuid not null references app.designs (id) on delete cascade,
  viewpoint integer not null check (viewpoint between 2 and 4),
  photo_key text not null,
  photo_width integer not null check (photo_width > 0),
  photo_height integer not null check (photo_height > 0),
  -- Normalised (0..1) corners in this photo: far-left, far-right, near-right, near-left.
  corners jsonb not null,
  source jsonb not null,
  primary key (design_id, viewpoint)
);
