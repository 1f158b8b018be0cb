-- The API's own schema. Payload CMS keeps its tables in the `cms` schema; neither writes the
-- other's tables.
create schema if not exists app;

-- Instance-wide facts the API keeps between starts (for example, that the demo content was seeded).
create table app.settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);
