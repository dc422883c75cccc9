-- Busy at the counter (issue 46, docs/decisions/0072-busy-at-the-counter.md): minutes added to the quoted time
-- until busy_until, set from the terminal; the pause (paused_until) is set there too.
ALTER TABLE "online_settings" ADD COLUMN IF NOT EXISTS "busy_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "online_settings" ADD COLUMN IF NOT EXISTS "busy_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "online_settings" DROP CONSTRAINT IF EXISTS "online_settings_busy_minutes";--> statement-breakpoint
ALTER TABLE "online_settings" ADD CONSTRAINT "online_settings_busy_minutes" CHECK ("busy_minutes" between 0 and 120);
