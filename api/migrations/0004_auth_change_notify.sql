-- Every change to a session or a user is announced on one channel, so each API process can drop
-- what it cached about that session or user at once (api/src/auth/session-cache.ts).
create or replace function app.notify_auth_change() returns trigger
language plpgsql as $$
begin
  if tg_table_name = 'sessions' then
    perform pg_notify('poolscape_auth_changes', 's:' || old.id);
  else
    perform pg_notify('poolscape_auth_changes', 'u:' || old.id::text);
  end if;
  return null;
end;
$$;

create trigger sessions_changed after update or delete on app.sessions
  for each row execute function app.notify_auth_change();

create trigger users_changed after update or delete on app.users
  for each row execute function app.notify_auth_change();
