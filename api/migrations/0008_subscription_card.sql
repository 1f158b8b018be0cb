-- The card a subscription is charged to, as Stripe last described it (brand, last 4 digits and
-- expiry only), kept with the subscription so the Billing screen needs no call to Stripe.
alter table app.subscriptions add column card_brand text;
alter table app.subscriptions add column card_last4 text;
alter table app.subscriptions add column card_exp_month integer;
alter table app.subscriptions add column card_exp_year integer;
