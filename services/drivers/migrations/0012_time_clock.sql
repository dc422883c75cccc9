-- The time clock (docs/decisions/0085-the-time-clock.md): whether each restaurant uses it (RestaurantChanged.timeClock,
-- beside the kit's shared copy of the restaurants), and each employee's open shift (EmployeeChanged.onShift: the role
-- worked, since when, on a break). A new tenant table and new columns only: no row is rewritten; no row or no
-- shift means what it meant before, the restaurant does not use the clock and nobody is on it.
CREATE TABLE IF NOT EXISTS "restaurant_clocks" (
	"restaurant_id" uuid PRIMARY KEY NOT NULL,
	"time_clock" boolean DEFAULT false NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "restaurant_clocks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "restaurant_clocks" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS "tenant_rows" ON "restaurant_clocks";--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "restaurant_clocks" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN IF NOT EXISTS "on_shift_role" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN IF NOT EXISTS "on_shift_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN IF NOT EXISTS "on_break" boolean DEFAULT false NOT NULL;
