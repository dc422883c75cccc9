-- Drivers' books (docs/decisions/0028-books.md): adjustments after a settlement, keys for floats and returns,
-- trip events for the orders service. Under FORCE ROW LEVEL SECURITY the tables' owner sees no row unless every
-- restaurant is admitted, as for a background job: set for this transaction only.
SELECT set_config('app.every_restaurant', 'on', true);--> statement-breakpoint
CREATE TABLE "adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"order_version" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cashout_id" uuid
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"restaurant_id" uuid NOT NULL,
	"operation" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_restaurant_id_operation_key_pk" PRIMARY KEY("restaurant_id","operation","key")
);
--> statement-breakpoint
ALTER TABLE "cashouts" ADD COLUMN "adjustments_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "floats" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "floats" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "version" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "published_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_cashout_fk" FOREIGN KEY ("restaurant_id","cashout_id") REFERENCES "public"."cashouts"("restaurant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "adjustments_restaurant_order_version_key" ON "adjustments" USING btree ("restaurant_id","order_id","order_version");--> statement-breakpoint
CREATE INDEX "adjustments_restaurant_open_idx" ON "adjustments" USING btree ("restaurant_id","driver_id") WHERE "adjustments"."cashout_id" IS NULL;--> statement-breakpoint
CREATE INDEX "idempotency_keys_restaurant_created_idx" ON "idempotency_keys" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "floats_restaurant_key_key" ON "floats" USING btree ("restaurant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "trips_unpublished_idx" ON "trips" USING btree ("restaurant_id","order_id") WHERE "trips"."version" > "trips"."published_version";--> statement-breakpoint
ALTER TABLE "adjustments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "adjustments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "adjustments" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');--> statement-breakpoint
ALTER TABLE "idempotency_keys" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "idempotency_keys" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "idempotency_keys" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');--> statement-breakpoint
-- Orders heard of before the order day travelled with the event: their day on the restaurant's calendar.
UPDATE "delivery_orders" o SET "order_day" = (o."created_at" AT TIME ZONE r."time_zone")::date FROM "restaurants" r WHERE r."id" = o."restaurant_id" AND o."order_day" IS NULL;
