-- The restaurant's Stripe Terminal location (docs/decisions/0080-card-payments-at-the-counter.md): Stripe
-- registers a reader only in a location on the account, so the platform opens one per restaurant the first
-- time a reader is registered and remembers it beside the account it is on. A new nullable column only.
ALTER TABLE "stripe_accounts" ADD COLUMN IF NOT EXISTS "terminal_location" text;
