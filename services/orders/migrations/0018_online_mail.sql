ALTER TABLE "online_orders" ADD COLUMN IF NOT EXISTS "ready_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN IF NOT EXISTS "out_mailed_at" timestamp with time zone;
