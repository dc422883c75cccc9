-- Offline papers are checked, not believed (docs/decisions/0052-offline-papers-checked.md): each tablet is
-- registered with a tag and a key; its calls are recorded, and the silences between them; a paper keeps its own
-- time only when it was printed inside a silence of the tablet that sent it.
CREATE TABLE IF NOT EXISTS "terminals" (
	"restaurant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tag" text NOT NULL,
	"key_hash" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" text NOT NULL,
	"last_seen_at" timestamp with time zone,
	"menu_version" bigint,
	"last_offline_number" integer DEFAULT 0 NOT NULL,
	"waiting_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "terminals_pkey" PRIMARY KEY ("restaurant_id", "id")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "terminals_restaurant_tag_idx" ON "terminals" ("restaurant_id", "tag");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "terminal_silences" (
	"restaurant_id" uuid NOT NULL,
	"terminal_id" uuid NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone NOT NULL,
	"menu_version" bigint,
	CONSTRAINT "terminal_silences_pkey" PRIMARY KEY ("restaurant_id", "terminal_id", "from_at")
);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "terminal_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "paper_printed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "paper_time_kept" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "paper_menu_version" bigint;--> statement-breakpoint
-- Papers sent before tablets had keys kept the time their tablet claimed: recorded as such.
UPDATE "orders" SET "paper_printed_at" = "created_at", "paper_time_kept" = true
  WHERE "offline_number" IS NOT NULL AND "paper_printed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "orders_restaurant_terminal_paper_key" ON "orders" ("restaurant_id", "terminal_id", "offline_number")
  WHERE "terminal_id" IS NOT NULL AND "offline_number" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "terminals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "terminals" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS "tenant_rows" ON "terminals";--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "terminals" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');--> statement-breakpoint
ALTER TABLE "terminal_silences" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "terminal_silences" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS "tenant_rows" ON "terminal_silences";--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "terminal_silences" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');
