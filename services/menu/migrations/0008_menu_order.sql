-- The owner's order of categories and of the products in each (issue 46): null until set, after the ordered
-- ones by name. The terminal and the ordering page read the menu in this order.
ALTER TABLE "categories" ADD COLUMN IF NOT EXISTS "position" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "position" integer;
