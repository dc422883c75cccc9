-- A description and a photo per item (issue 46): the photo is a key of the photo store (disk or an
-- S3-compatible bucket); its sizes are files under it. Null: none.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "description" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "photo" text;
