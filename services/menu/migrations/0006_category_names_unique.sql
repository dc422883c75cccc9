-- Category names are unique in a restaurant whatever their case (docs/decisions/0035-owner-small.md).
-- Categories already named alike keep their oldest as it is; the others get " (2)", " (3)" … so the
-- index can be built and nothing is lost. Row-level security is lifted for this one update only, so
-- a plain owner role sees every restaurant's rows.
ALTER TABLE "categories" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "categories" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "categories" AS c SET "name" = c."name" || ' (' || d.n || ')'
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "restaurant_id", lower("name") ORDER BY "created_at", "id") AS n
  FROM "categories"
) AS d
WHERE d."id" = c."id" AND d.n > 1;--> statement-breakpoint
ALTER TABLE "categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "categories" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_restaurant_name_unique" ON "categories" USING btree ("restaurant_id",lower("name"));
