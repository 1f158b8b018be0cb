-- Staff roles: an editor edits content (the CMS, the blog, tutorials, banners, announcements,
-- the assistant and the design options) but never sees people or money; an admin does all of it.
-- Everyone else is an ordinary user (null). Replaces the admin flag.
alter table app.users add column staff_role text check (staff_role in ('editor', 'admin'));
update app.users set staff_role = 'admin' where is_admin;
alter table app.users drop column is_admin;
