-- Row-level security, the tenant safety net (ARCHITECTURE §3). Every menu table admits only rows
-- of the restaurants named for the transaction: SET LOCAL app.restaurant_ids = '<uuid>[,<uuid>…]'
-- (src/db/tenant.ts). Unset, nothing is visible and nothing can be written. FORCE makes the policy
-- bind the tables' owner too, so a service connecting as a plain owner role (zest_app) is held by
-- it; a superuser connection (the embedded default) switches to the NOLOGIN role zest_menu_app
-- inside each transaction instead (superusers bypass row-level security).
ALTER TABLE "menu_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "menu_counters" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "menu_counters" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]));--> statement-breakpoint
ALTER TABLE "categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "categories" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "categories" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]));--> statement-breakpoint
ALTER TABLE "products" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "products" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "products" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]));--> statement-breakpoint
ALTER TABLE "product_sizes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "product_sizes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "product_sizes" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]));--> statement-breakpoint
ALTER TABLE "specials" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "specials" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "specials" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]));--> statement-breakpoint
ALTER TABLE "special_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "special_items" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "special_items" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]));--> statement-breakpoint
ALTER TABLE "toppings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "toppings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "toppings" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]));--> statement-breakpoint
ALTER TABLE "topping_extras" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "topping_extras" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "topping_extras" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]));--> statement-breakpoint
ALTER TABLE "sides" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sides" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "sides" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]));
