CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_counters" (
	"restaurant_id" uuid PRIMARY KEY NOT NULL,
	"next_product" integer DEFAULT 1 NOT NULL,
	"next_special" integer DEFAULT 1 NOT NULL,
	"next_topping" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_sizes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"size_name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_sizes_price_check" CHECK ("product_sizes"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"numeric_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_check" CHECK ("products"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"base_price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sides_price_check" CHECK ("sides"."base_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "special_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"special_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "special_items_quantity_check" CHECK ("special_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "specials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"numeric_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specials_price_check" CHECK ("specials"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "topping_extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"topping_id" uuid NOT NULL,
	"little_price_cents" integer NOT NULL,
	"regular_price_cents" integer NOT NULL,
	"extra_price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topping_extras_price_check" CHECK ("topping_extras"."little_price_cents" >= 0 AND "topping_extras"."regular_price_cents" >= 0 AND "topping_extras"."extra_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "toppings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"numeric_id" integer NOT NULL,
	"name" text NOT NULL,
	"base_price_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "toppings_price_check" CHECK ("toppings"."base_price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_items" ADD CONSTRAINT "special_items_special_id_specials_id_fk" FOREIGN KEY ("special_id") REFERENCES "public"."specials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topping_extras" ADD CONSTRAINT "topping_extras_topping_id_toppings_id_fk" FOREIGN KEY ("topping_id") REFERENCES "public"."toppings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_restaurant_idx" ON "categories" USING btree ("restaurant_id","name");--> statement-breakpoint
CREATE INDEX "product_sizes_restaurant_product_idx" ON "product_sizes" USING btree ("restaurant_id","product_id","price_cents");--> statement-breakpoint
CREATE INDEX "products_restaurant_category_idx" ON "products" USING btree ("restaurant_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_restaurant_numeric_idx" ON "products" USING btree ("restaurant_id","numeric_id");--> statement-breakpoint
CREATE INDEX "sides_restaurant_idx" ON "sides" USING btree ("restaurant_id","name");--> statement-breakpoint
CREATE INDEX "special_items_restaurant_special_idx" ON "special_items" USING btree ("restaurant_id","special_id");--> statement-breakpoint
CREATE INDEX "specials_restaurant_price_idx" ON "specials" USING btree ("restaurant_id","price_cents");--> statement-breakpoint
CREATE UNIQUE INDEX "specials_restaurant_numeric_idx" ON "specials" USING btree ("restaurant_id","numeric_id");--> statement-breakpoint
CREATE UNIQUE INDEX "topping_extras_one_per_topping" ON "topping_extras" USING btree ("restaurant_id","topping_id");--> statement-breakpoint
CREATE INDEX "toppings_restaurant_idx" ON "toppings" USING btree ("restaurant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "toppings_restaurant_numeric_idx" ON "toppings" USING btree ("restaurant_id","numeric_id");