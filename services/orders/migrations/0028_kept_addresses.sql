-- Kept addresses (issue 47): a restaurant's past ordering-page addresses stay its own for good and lead to
-- its current page; one address per restaurant is current (retired_at null), the others are retired.
DROP INDEX IF EXISTS "online_slugs_restaurant_key";--> statement-breakpoint
ALTER TABLE "online_slugs" ADD COLUMN IF NOT EXISTS "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "online_slugs_current_key" ON "online_slugs" ("restaurant_id") WHERE "retired_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "online_slugs_restaurant_idx" ON "online_slugs" ("restaurant_id");
