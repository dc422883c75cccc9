-- Cash drawers (docs/decisions/0054-cash-drawers.md): the drawer under a registered tablet, opened with a counted
-- float and closed with a blind count, and every move of the cash it should hold (float, cash sales and their
-- refunds, paid-ins, paid-outs, drops to the safe). One open drawer per tablet. A closed drawer never changes and a
-- move is never changed or removed, by any role. Row-level security as on every tenant table.
CREATE TABLE IF NOT EXISTS "drawers" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"terminal_id" uuid NOT NULL,
	"terminal_tag" text,
	"day" date NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by" text NOT NULL,
	"opened_by_employee_id" uuid,
	"float_cents" integer NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"closed_by_employee_id" uuid,
	"counted_cents" integer,
	"expected_cents" integer,
	"over_short_cents" integer,
	CONSTRAINT "drawers_pkey" PRIMARY KEY ("restaurant_id", "id"),
	CONSTRAINT "drawers_float_fits" CHECK ("float_cents" >= 0),
	CONSTRAINT "drawers_closed_whole" CHECK (("closed_at" IS NULL) = ("counted_cents" IS NULL)
		AND ("closed_at" IS NULL) = ("expected_cents" IS NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "drawers_one_open_per_terminal" ON "drawers" ("restaurant_id", "terminal_id") WHERE "closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "drawers_restaurant_day_idx" ON "drawers" ("restaurant_id", "day");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "drawer_moves" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"drawer_id" uuid,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text,
	"by_name" text NOT NULL,
	"by_employee_id" uuid,
	"approved_by" text,
	"order_id" uuid,
	"order_number" integer,
	"cash_given_cents" integer,
	"change_cents" integer,
	"terminal_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drawer_moves_pkey" PRIMARY KEY ("restaurant_id", "id"),
	CONSTRAINT "drawer_moves_kind_known" CHECK ("kind" in ('float', 'sale', 'refund', 'paid_in', 'paid_out', 'drop')),
	CONSTRAINT "drawer_moves_sign" CHECK (("kind" in ('float', 'sale') AND "amount_cents" >= 0)
		OR ("kind" = 'paid_in' AND "amount_cents" > 0) OR ("kind" = 'refund' AND "amount_cents" <= 0)
		OR ("kind" in ('paid_out', 'drop') AND "amount_cents" < 0))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "drawer_moves_restaurant_drawer_idx" ON "drawer_moves" ("restaurant_id", "drawer_id", "at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "drawer_moves_restaurant_day_idx" ON "drawer_moves" ("restaurant_id", "day");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "drawer_moves_one_sale_per_order" ON "drawer_moves" ("restaurant_id", "order_id", "kind") WHERE "kind" in ('sale', 'refund');--> statement-breakpoint
ALTER TABLE "drawers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "drawers" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS "tenant_rows" ON "drawers";--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "drawers" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');--> statement-breakpoint
ALTER TABLE "drawer_moves" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "drawer_moves" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS "tenant_rows" ON "drawer_moves";--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "drawer_moves" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');--> statement-breakpoint
-- Counted once, a drawer stays as it was closed; no drawer and no move is ever removed.
CREATE OR REPLACE FUNCTION "drawers_closed_stay"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."closed_at" IS NULL THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'A closed drawer never changes.' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "drawers_no_change" ON "drawers";--> statement-breakpoint
CREATE TRIGGER "drawers_no_change" BEFORE UPDATE OR DELETE ON "drawers" FOR EACH ROW EXECUTE FUNCTION "drawers_closed_stay"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "drawer_moves_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'A drawer''s moves are append-only.' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "drawer_moves_no_change" ON "drawer_moves";--> statement-breakpoint
CREATE TRIGGER "drawer_moves_no_change" BEFORE UPDATE OR DELETE ON "drawer_moves" FOR EACH ROW EXECUTE FUNCTION "drawer_moves_append_only"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "drawer_moves_no_truncate" ON "drawer_moves";--> statement-breakpoint
CREATE TRIGGER "drawer_moves_no_truncate" BEFORE TRUNCATE ON "drawer_moves" FOR EACH STATEMENT EXECUTE FUNCTION "drawer_moves_append_only"();--> statement-breakpoint
-- A paid-out above this needs a manager ($20.00 unless the restaurant sets another; 0: always).
ALTER TABLE "order_settings" ADD COLUMN IF NOT EXISTS "drawer_payout_approval_cents" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_settings" DROP CONSTRAINT IF EXISTS "order_settings_payout_approval";--> statement-breakpoint
ALTER TABLE "order_settings" ADD CONSTRAINT "order_settings_payout_approval" CHECK ("drawer_payout_approval_cents" between 0 and 100000);--> statement-breakpoint
-- An approval may name a cash drawer (docs/decisions/0049-approvals.md: drawer.payout).
ALTER TABLE "used_approvals" ADD COLUMN IF NOT EXISTS "drawer_id" uuid;
