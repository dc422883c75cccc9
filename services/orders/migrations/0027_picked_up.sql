-- Picked up (issue 46): a pickup or to-go order handed to its customer at the counter, when and by whom.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "picked_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "picked_up_by" text;
