-- Trips as the drivers service reports them (docs/decisions/0028-books.md).
CREATE TABLE "order_trips" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"driver_name" text NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"out_at" timestamp with time zone,
	"back_at" timestamp with time zone,
	"cashout_id" uuid,
	"cashed_out_at" timestamp with time zone,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "order_trips_restaurant_order_key" ON "order_trips" USING btree ("restaurant_id","order_id");--> statement-breakpoint
ALTER TABLE "order_trips" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_trips" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "order_trips" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');
