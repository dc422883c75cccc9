-- The kitchen display (docs/decisions/0048-kitchen-display.md): a ticket is an order from its first print until
-- the kitchen marks it ready; each line can be marked done. The restaurant's kitchen settings sit beside its
-- order settings: when a ticket turns amber and red, how long before a scheduled time it fires, and which
-- station makes each category.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "kitchen_ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "kitchen_ready_by" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN IF NOT EXISTS "kitchen_done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_settings" ADD COLUMN IF NOT EXISTS "kitchen_amber_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_settings" ADD COLUMN IF NOT EXISTS "kitchen_red_minutes" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_settings" ADD COLUMN IF NOT EXISTS "kitchen_prep_minutes" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_settings" ADD COLUMN IF NOT EXISTS "kitchen_stations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_settings" DROP CONSTRAINT IF EXISTS "order_settings_kitchen_minutes";--> statement-breakpoint
ALTER TABLE "order_settings" ADD CONSTRAINT "order_settings_kitchen_minutes" CHECK (
  "kitchen_amber_minutes" between 1 and 240 AND "kitchen_red_minutes" > "kitchen_amber_minutes"
  AND "kitchen_red_minutes" <= 480 AND "kitchen_prep_minutes" between 0 and 240);--> statement-breakpoint
-- The open tickets of a restaurant: printed, not ready, not deleted (the display's one read).
CREATE INDEX IF NOT EXISTS "orders_kitchen_open_idx" ON "orders" ("restaurant_id", "first_printed_at")
  WHERE "first_printed_at" IS NOT NULL AND "kitchen_ready_at" IS NULL AND "deleted_at" IS NULL;--> statement-breakpoint
-- The last tickets bumped, for recall.
CREATE INDEX IF NOT EXISTS "orders_kitchen_ready_idx" ON "orders" ("restaurant_id", "kitchen_ready_at")
  WHERE "kitchen_ready_at" IS NOT NULL;
