-- Video moderation (the admin video manager, /admin/videos): an admin can hide a user's video from
-- every public surface (the shared design page, its link preview and the video's files for anyone
-- but the owner). The owner still sees it in their own design, with a note. Unhiding clears both.

alter table app.design_videos add column hidden_at timestamptz;
-- The admin who hid it; null again if that account is deleted (the audit log keeps the address).
alter table app.design_videos add column hidden_by uuid references app.users (id) on delete set null;
alter table app.design_videos add constraint design_videos_hidden_by_check
  check (hidden_at is not null or hidden_by is null);

-- The admin list: every video, newest first.
create index design_videos_created on app.design_videos (created_at desc, id);
