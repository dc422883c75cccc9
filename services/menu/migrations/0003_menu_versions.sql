CREATE TABLE "menu_versions" (
	"restaurant_id" uuid PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"published_version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "menu_versions_pending_idx" ON "menu_versions" USING btree ("updated_at") WHERE "menu_versions"."version" > "menu_versions"."published_version";--> statement-breakpoint
-- Menus written before versions existed: publish every known restaurant's menu once.
INSERT INTO "menu_versions" ("restaurant_id", "version") SELECT "id", 1 FROM "restaurants" ON CONFLICT DO NOTHING;
