CREATE TABLE "cashouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"trip_count" integer NOT NULL,
	"orders_total_cents" integer NOT NULL,
	"delivery_charges_cents" integer NOT NULL,
	"float_cents" integer NOT NULL,
	"expected_cents" integer NOT NULL,
	"counted_cents" integer,
	"over_short_cents" integer,
	"approved_by_name" text NOT NULL,
	"approved_by_role" text NOT NULL,
	"approved_by_user_id" uuid NOT NULL,
	"approved_by_employee_id" uuid,
	"cashed_out_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashouts_money_check" CHECK ("cashouts"."orders_total_cents" >= 0 AND "cashouts"."delivery_charges_cents" >= 0 AND "cashouts"."float_cents" >= 0 AND ("cashouts"."counted_cents" IS NULL OR "cashouts"."counted_cents" >= 0))
);
--> statement-breakpoint
CREATE TABLE "delivery_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"order_number" integer NOT NULL,
	"order_type" text NOT NULL,
	"customer_name" text,
	"customer_phone" text,
	"street_1" text DEFAULT '' NOT NULL,
	"street_2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"zipcode" text DEFAULT '' NOT NULL,
	"line_count" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"delivery_charge_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"first_printed_at" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"given_by" text NOT NULL,
	"cashout_id" uuid,
	CONSTRAINT "floats_amount_check" CHECK ("floats"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"full_address" text NOT NULL,
	"phone_number" text NOT NULL,
	"tax_percentage" numeric(6, 3) NOT NULL,
	"delivery_charge_cents" integer NOT NULL,
	"time_zone" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"driver_name" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_by" text NOT NULL,
	"out_at" timestamp with time zone,
	"back_at" timestamp with time zone,
	"cashout_id" uuid,
	"owed_cents" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cashouts_restaurant_id_key" ON "cashouts" USING btree ("restaurant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cashouts_restaurant_key_key" ON "cashouts" USING btree ("restaurant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "cashouts_restaurant_driver_idx" ON "cashouts" USING btree ("restaurant_id","driver_id","cashed_out_at");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_orders_restaurant_id_key" ON "delivery_orders" USING btree ("restaurant_id","id");--> statement-breakpoint
CREATE INDEX "delivery_orders_waiting_idx" ON "delivery_orders" USING btree ("restaurant_id","created_at") WHERE "delivery_orders"."order_type" = 'delivery' AND NOT "delivery_orders"."deleted" AND "delivery_orders"."line_count" > 0;--> statement-breakpoint
CREATE INDEX "floats_restaurant_open_idx" ON "floats" USING btree ("restaurant_id","driver_id") WHERE "floats"."cashout_id" IS NULL;--> statement-breakpoint
CREATE INDEX "restaurants_owner_idx" ON "restaurants" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "staff_restaurant_role_idx" ON "staff" USING btree ("restaurant_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "trips_restaurant_order_key" ON "trips" USING btree ("restaurant_id","order_id");--> statement-breakpoint
CREATE INDEX "trips_restaurant_driver_idx" ON "trips" USING btree ("restaurant_id","driver_id","assigned_at");--> statement-breakpoint
CREATE INDEX "trips_restaurant_open_idx" ON "trips" USING btree ("restaurant_id","driver_id") WHERE "trips"."cashout_id" IS NULL;--> statement-breakpoint
ALTER TABLE "floats" ADD CONSTRAINT "floats_cashout_fk" FOREIGN KEY ("restaurant_id","cashout_id") REFERENCES "public"."cashouts"("restaurant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_cashout_fk" FOREIGN KEY ("restaurant_id","cashout_id") REFERENCES "public"."cashouts"("restaurant_id","id") ON DELETE no action ON UPDATE no action;
