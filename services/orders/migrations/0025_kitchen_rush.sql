-- The kitchen display at a rush (issue 46): a ticket older than this is gathered apart from the board, to be
-- cleared at once; 2 hours unless the restaurant says otherwise.
ALTER TABLE "order_settings" ADD COLUMN IF NOT EXISTS "kitchen_stale_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_settings" DROP CONSTRAINT IF EXISTS "order_settings_kitchen_stale";--> statement-breakpoint
ALTER TABLE "order_settings" ADD CONSTRAINT "order_settings_kitchen_stale" CHECK ("kitchen_stale_minutes" between 30 and 720);
