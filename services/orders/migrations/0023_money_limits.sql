-- Money limits that hold (docs/decisions/0071-one-ledger.md). A discount takes off at most what it took when it
-- was given (and checked against the restaurant's limit, or approved): a percent no longer grows as lines are
-- added. Discounts given before keep growing as they did (no cap). Drops to the safe from one drawer past the
-- restaurant's limit ($500.00 unless it sets another; 0: always) need a manager, as paid-outs past theirs do.
-- (And the customer an online checkout typed, below.)
ALTER TABLE "order_discounts" ADD COLUMN IF NOT EXISTS "cap_cents" integer;--> statement-breakpoint
ALTER TABLE "order_discounts" DROP CONSTRAINT IF EXISTS "order_discounts_cap_fits";--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_cap_fits" CHECK ("cap_cents" is null or "cap_cents" >= 0);--> statement-breakpoint
ALTER TABLE "order_settings" ADD COLUMN IF NOT EXISTS "drawer_drop_approval_cents" integer DEFAULT 50000 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_settings" DROP CONSTRAINT IF EXISTS "order_settings_drop_approval";--> statement-breakpoint
ALTER TABLE "order_settings" ADD CONSTRAINT "order_settings_drop_approval" CHECK ("drawer_drop_approval_cents" between 0 and 1000000);
--> statement-breakpoint
-- An online checkout never rewrites the counter's customer: when its phone is a customer's whose name or address
-- differs, the order keeps what the customer typed (and whom the phone matched) and names no customer.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "typed_customer" jsonb;--> statement-breakpoint
-- Paid on the ordering page by card: its money is its payment's (Stripe's), never its prints'. An online order
-- paid at pickup by card at the counter is not.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "paid_online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
SELECT set_config('app.every_restaurant', 'on', true);--> statement-breakpoint
UPDATE "orders" o SET "paid_online" = true
WHERE o."channel" = 'online' AND EXISTS (SELECT 1 FROM "online_payments" p WHERE p."restaurant_id" = o."restaurant_id" AND p."id" = o."id");
