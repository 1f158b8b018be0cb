-- A plan an admin sets on a user's page (or the operator with `npm run plan:set`) may have a last
-- day: the day after it, the hourly housekeeping puts the account back on Free. And a support
-- ticket can ask for a plan change ("Change my plan"), which support makes there on installations
-- without Stripe.
alter table app.users add column plan_until date;
alter table app.support_tickets drop constraint support_tickets_category_check;
alter table app.support_tickets add constraint support_tickets_category_check
  check (category in ('account', 'billing', 'plan', 'designs', 'bug', 'other'));
