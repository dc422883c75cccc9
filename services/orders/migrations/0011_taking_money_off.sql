-- One rule for taking money off (docs/product.md#voids): an order is being taken while it is unprinted, off any
-- trip and younger than the restaurant's setting (15 minutes unless it says otherwise); after that, removing a
-- line, lowering a total or deleting the order is a void. The time is set on the order when it reaches the
-- server; orders taken before this change count as taken at their creation plus 15 minutes.
ALTER TABLE "order_settings" ADD COLUMN IF NOT EXISTS "taking_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_settings" DROP CONSTRAINT IF EXISTS "order_settings_taking_minutes";--> statement-breakpoint
ALTER TABLE "order_settings" ADD CONSTRAINT "order_settings_taking_minutes" CHECK ("taking_minutes" between 0 and 240);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "being_taken_until" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" SET "being_taken_until" = "created_at" + interval '15 minutes' WHERE "being_taken_until" IS NULL;--> statement-breakpoint
-- Who made the last void of an order, who approved it and why: the drivers' adjustments name them.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "last_void_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "last_void_session" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "last_void_approved_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "last_void_reason" text;
