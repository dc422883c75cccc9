-- The menus a tablet may have priced an offline order from: every published version of a restaurant's menu,
-- kept a week after a newer one replaced it (docs/decisions/0046-offline-prices.md). A projection like
-- menu_copies, written by its worker before any tenant is chosen.
CREATE TABLE IF NOT EXISTS "menu_versions" (
	"restaurant_id" uuid NOT NULL,
	"version" bigint NOT NULL,
	"menu" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_versions_pk" PRIMARY KEY ("restaurant_id", "version")
);--> statement-breakpoint
INSERT INTO "menu_versions" ("restaurant_id", "version", "menu", "published_at")
SELECT "restaurant_id", "version", "menu", "updated_at" FROM "menu_copies" ON CONFLICT DO NOTHING;
