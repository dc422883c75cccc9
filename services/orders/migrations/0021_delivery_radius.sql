-- A delivery radius (docs/decisions/0064-delivery-radius.md): the delivery area is the ZIP codes listed, or a
-- radius in tenths of a mile from the restaurant, whose coordinates are looked up when the radius is saved and
-- kept with the address they were found for. A radius is never without its centre.
ALTER TABLE "online_settings" ADD COLUMN IF NOT EXISTS "delivery_area" text DEFAULT 'zips' NOT NULL;--> statement-breakpoint
ALTER TABLE "online_settings" ADD COLUMN IF NOT EXISTS "delivery_radius_tenths" integer;--> statement-breakpoint
ALTER TABLE "online_settings" ADD COLUMN IF NOT EXISTS "delivery_origin_lat" double precision;--> statement-breakpoint
ALTER TABLE "online_settings" ADD COLUMN IF NOT EXISTS "delivery_origin_lon" double precision;--> statement-breakpoint
ALTER TABLE "online_settings" ADD COLUMN IF NOT EXISTS "delivery_origin_address" text;--> statement-breakpoint
ALTER TABLE "online_settings" DROP CONSTRAINT IF EXISTS "online_settings_area_known";--> statement-breakpoint
ALTER TABLE "online_settings" ADD CONSTRAINT "online_settings_area_known" CHECK ("delivery_area" in ('zips', 'radius'));--> statement-breakpoint
ALTER TABLE "online_settings" DROP CONSTRAINT IF EXISTS "online_settings_radius";--> statement-breakpoint
ALTER TABLE "online_settings" ADD CONSTRAINT "online_settings_radius" CHECK ("delivery_radius_tenths" is null or "delivery_radius_tenths" between 5 and 250);--> statement-breakpoint
ALTER TABLE "online_settings" DROP CONSTRAINT IF EXISTS "online_settings_radius_centred";--> statement-breakpoint
ALTER TABLE "online_settings" ADD CONSTRAINT "online_settings_radius_centred" CHECK ("delivery_area" = 'zips' OR ("delivery_radius_tenths" IS NOT NULL AND "delivery_origin_lat" IS NOT NULL AND "delivery_origin_lon" IS NOT NULL));
