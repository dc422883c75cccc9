-- The largest order the ordering page takes without a card (issue 47): past it, the page asks the customer
-- to call. $500 unless the owner sets another, from $10 to $10,000.
ALTER TABLE "online_settings" ADD COLUMN IF NOT EXISTS "largest_order_cents" integer DEFAULT 50000 NOT NULL;--> statement-breakpoint
ALTER TABLE "online_settings" DROP CONSTRAINT IF EXISTS "online_settings_largest_order";--> statement-breakpoint
ALTER TABLE "online_settings" ADD CONSTRAINT "online_settings_largest_order" CHECK ("largest_order_cents" between 1000 and 1000000);
