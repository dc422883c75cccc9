-- Row-level security, the tenant safety net (docs/architecture.md#row-level-security). Every tenant table
-- admits only rows of the restaurants named for the transaction (SET LOCAL app.restaurant_ids =
-- '<uuid>[,<uuid>…]', services/kit/src/tenancy.ts); unset, nothing is visible and nothing can be written.
-- Background work across restaurants (the cash-out worker's lookups, the replay check) sets
-- app.every_restaurant = 'on' for its own transaction; no request path does. FORCE binds the tables'
-- owner too (zest_app in docker-compose and Kubernetes); a superuser connection (the embedded default)
-- switches to the NOLOGIN role zest_drivers_app inside each transaction instead.
ALTER TABLE "staff" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "staff" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "staff" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');--> statement-breakpoint
ALTER TABLE "delivery_orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "delivery_orders" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "delivery_orders" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');--> statement-breakpoint
ALTER TABLE "trips" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "trips" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "trips" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');--> statement-breakpoint
ALTER TABLE "cashouts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "cashouts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "cashouts" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');--> statement-breakpoint
ALTER TABLE "floats" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "floats" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "floats" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');
