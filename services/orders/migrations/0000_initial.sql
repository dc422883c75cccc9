CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"street_1" text DEFAULT '' NOT NULL,
	"street_2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"zipcode" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_phone_digits" CHECK ("customers"."phone_number" ~ '^[0-9]{10,11}$')
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
CREATE TABLE "menu_copies" (
	"restaurant_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"menu" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_counters" (
	"restaurant_id" uuid PRIMARY KEY NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"product_name" text NOT NULL,
	"parts" jsonb NOT NULL,
	"selection" jsonb,
	"open" boolean DEFAULT false NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"menu_version" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_kind_known" CHECK ("order_lines"."kind" in ('product', 'special', 'side', 'open')),
	CONSTRAINT "order_lines_money_check" CHECK ("order_lines"."unit_price_cents" >= 0 AND "order_lines"."price_cents" >= 0 AND "order_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_prints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"printed_by" text NOT NULL,
	"printed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_settings" (
	"restaurant_id" uuid PRIMARY KEY NOT NULL,
	"half_topping_pricing" text DEFAULT 'half' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_settings_half_known" CHECK ("order_settings"."half_topping_pricing" in ('half', 'full'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"order_number" integer NOT NULL,
	"order_type" text NOT NULL,
	"customer_id" uuid,
	"employee_name" text NOT NULL,
	"employee_id" uuid,
	"notes" text DEFAULT '' NOT NULL,
	"schedule_time" text,
	"line_count" integer DEFAULT 0 NOT NULL,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"delivery_rate_cents" integer NOT NULL,
	"tax_percentage" numeric(6, 3) NOT NULL,
	"delivery_charge_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"tender" text,
	"cash_given_cents" integer,
	"change_due_cents" integer,
	"print_count" integer DEFAULT 0 NOT NULL,
	"first_printed_at" timestamp with time zone,
	"last_printed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" text,
	"version" bigint DEFAULT 1 NOT NULL,
	"published_version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "orders_type_known" CHECK ("orders"."order_type" in ('delivery', 'pickup', 'togo')),
	CONSTRAINT "orders_tender_known" CHECK ("orders"."tender" is null or "orders"."tender" in ('cash', 'card', 'door')),
	CONSTRAINT "orders_togo_no_customer" CHECK ("orders"."order_type" <> 'togo' OR "orders"."customer_id" IS NULL),
	CONSTRAINT "orders_money_check" CHECK ("orders"."subtotal_cents" >= 0 AND "orders"."delivery_charge_cents" >= 0 AND "orders"."tax_cents" >= 0 AND "orders"."total_cents" >= 0)
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
CREATE UNIQUE INDEX "customers_restaurant_phone_key" ON "customers" USING btree ("restaurant_id","phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_restaurant_id_key" ON "customers" USING btree ("restaurant_id","id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_restaurant_created_idx" ON "idempotency_keys" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "order_lines_restaurant_order_idx" ON "order_lines" USING btree ("restaurant_id","order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_prints_restaurant_order_number_key" ON "order_prints" USING btree ("restaurant_id","order_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_restaurant_number_key" ON "orders" USING btree ("restaurant_id","order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_restaurant_id_key" ON "orders" USING btree ("restaurant_id","id");--> statement-breakpoint
CREATE INDEX "orders_restaurant_created_idx" ON "orders" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_restaurant_customer_idx" ON "orders" USING btree ("restaurant_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_empty_idx" ON "orders" USING btree ("restaurant_id","updated_at") WHERE "orders"."line_count" = 0 AND "orders"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "orders_unpublished_idx" ON "orders" USING btree ("restaurant_id","id") WHERE "orders"."version" > "orders"."published_version";--> statement-breakpoint
CREATE INDEX "restaurants_owner_idx" ON "restaurants" USING btree ("owner_id");--> statement-breakpoint
-- The composite foreign keys need the (restaurant_id, id) unique indexes above.
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_fk" FOREIGN KEY ("restaurant_id","order_id") REFERENCES "public"."orders"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_prints" ADD CONSTRAINT "order_prints_order_fk" FOREIGN KEY ("restaurant_id","order_id") REFERENCES "public"."orders"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_fk" FOREIGN KEY ("restaurant_id","customer_id") REFERENCES "public"."customers"("restaurant_id","id") ON DELETE no action ON UPDATE no action;