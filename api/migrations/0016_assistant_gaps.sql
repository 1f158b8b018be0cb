-- Questions the chat assistant could not answer ("I'm not sure about that…"), so editors can see
-- what the content is missing. Nothing here says who asked: no user, no address, no session; only
-- the question (normalised, with e-mail addresses, long numbers and links blanked out, cut to
-- 300 characters), how often it was asked, and when it was first and last asked, to the hour (so
-- a time cannot be matched with a request log line). The 500 most recently asked are kept.
create table app.assistant_gaps (
  id uuid primary key default gen_random_uuid(),
  question text not null unique check (char_length(question) between 1 and 300),
  asked_count integer not null default 1 check (asked_count >= 1),
  first_asked_at timestamptz not null default date_trunc('hour', now()),
  last_asked_at timestamptz not null default date_trunc('hour', now())
);
create index assistant_gaps_most_asked on app.assistant_gaps (asked_count desc, last_asked_at desc);
create index assistant_gaps_last_asked on app.assistant_gaps (last_asked_at desc, id desc);
