-- Mail goes through the job queue now (pg-boss's queue `mail`, api/src/mail/mail-queue.ts), so the
-- outbox table goes. Its unsent mail was moved into that queue, still sealed, by the step every
-- process runs just before these migrations (api/src/mail/outbox-handoff.ts). Mail nobody moved
-- (a process of the previous version still running) stops this migration rather than being lost:
-- the next start moves it and drops the table. The lock keeps anyone from adding mail meanwhile.
lock table app.mail_outbox in access exclusive mode;

do $$
begin
  if exists (select 1 from app.mail_outbox where sent_at is null and failed_at is null) then
    raise exception 'app.mail_outbox still holds unsent mail: start again to move it into the job queue';
  end if;
end $$;

drop table app.mail_outbox;
