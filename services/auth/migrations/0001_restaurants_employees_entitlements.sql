CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"pin_digest" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "employees_role_known" CHECK ("employees"."role" in ('cashier', 'driver', 'worker'))
);
--> statement-breakpoint
CREATE TABLE "entitlements" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"plan_id" text,
	"allowance" integer,
	"current_period_end" timestamp with time zone,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"security_pin_hash" text NOT NULL,
	"tax_percentage" numeric(6, 3) NOT NULL,
	"delivery_charge_cents" integer NOT NULL,
	"full_address" text NOT NULL,
	"phone_number" text NOT NULL,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "restaurants_tax_range" CHECK ("restaurants"."tax_percentage" >= 0 and "restaurants"."tax_percentage" <= 100),
	CONSTRAINT "restaurants_delivery_charge_positive" CHECK ("restaurants"."delivery_charge_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_restaurant_pin_key" ON "employees" USING btree ("restaurant_id","pin_digest") WHERE "employees"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "employees_restaurant_idx" ON "employees" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "restaurants_owner_idx" ON "restaurants" USING btree ("owner_id") WHERE "restaurants"."deleted_at" is null;