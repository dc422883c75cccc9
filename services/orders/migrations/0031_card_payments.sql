-- Card payments where the customer is (docs/decisions/0080-card-payments-at-the-counter.md): the restaurant's
-- card readers, the parts an order is paid in (a card on a reader, at the door, a split), the tip choices, and
-- the ledger's tips. New tables and columns only: no row is rewritten.
CREATE TABLE IF NOT EXISTS "card_readers" (
	"restaurant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"terminal_id" uuid,
	"stripe_reader" text NOT NULL,
	"account" text NOT NULL,
	"device_type" text NOT NULL,
	"registered_by" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	"retired_by" text,
	CONSTRAINT "card_readers_pkey" PRIMARY KEY ("restaurant_id", "id")
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "card_readers_stripe_reader" ON "card_readers" ("restaurant_id", "stripe_reader");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "card_readers_terminal" ON "card_readers" ("restaurant_id", "terminal_id") WHERE "retired_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "card_readers_name" ON "card_readers" ("restaurant_id", lower("name")) WHERE "retired_at" IS NULL;--> statement-breakpoint
ALTER TABLE "card_readers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "card_readers" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS "tenant_rows" ON "card_readers";--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "card_readers" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "order_payments" (
	"restaurant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"amount_cents" integer NOT NULL,
	"tip_cents" integer DEFAULT 0 NOT NULL,
	"account" text,
	"payment_intent" text,
	"reader_id" uuid,
	"failure" text,
	"terminal_id" uuid,
	"by_name" text NOT NULL,
	"by_employee_id" uuid,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"settled_by" text,
	CONSTRAINT "order_payments_pkey" PRIMARY KEY ("restaurant_id", "id"),
	CONSTRAINT "order_payments_kind_known" CHECK ("kind" in ('reader', 'door', 'cash', 'card')),
	CONSTRAINT "order_payments_status_known" CHECK ("status" in ('waiting', 'succeeded', 'declined', 'canceled')),
	CONSTRAINT "order_payments_amounts" CHECK ("amount_cents" > 0 AND "tip_cents" >= 0)
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_payments_order_idx" ON "order_payments" ("restaurant_id", "order_id");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "order_payments_intent" ON "order_payments" ("restaurant_id", "payment_intent");--> statement-breakpoint
ALTER TABLE "order_payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_payments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS "tenant_rows" ON "order_payments";--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "order_payments" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');--> statement-breakpoint
-- A payment is never deleted: what it became is its status.
CREATE OR REPLACE FUNCTION "order_payments_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'A payment is never deleted: it is declined, canceled or refunded.' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "order_payments_no_delete" ON "order_payments";--> statement-breakpoint
CREATE TRIGGER "order_payments_no_delete" BEFORE DELETE ON "order_payments" FOR EACH ROW EXECUTE FUNCTION "order_payments_kept"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "order_payments_no_truncate" ON "order_payments";--> statement-breakpoint
CREATE TRIGGER "order_payments_no_truncate" BEFORE TRUNCATE ON "order_payments" FOR EACH STATEMENT EXECUTE FUNCTION "order_payments_kept"();--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "paid_in_parts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_settings" ADD COLUMN IF NOT EXISTS "tips_offered" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_settings" ADD COLUMN IF NOT EXISTS "tip_percents" integer[] DEFAULT '{15,18,20}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "order_settings" DROP CONSTRAINT IF EXISTS "order_settings_tip_percents";--> statement-breakpoint
ALTER TABLE "order_settings" ADD CONSTRAINT "order_settings_tip_percents" CHECK (cardinality("tip_percents") = 3 AND 1 <= ALL("tip_percents") AND 100 >= ALL("tip_percents"));--> statement-breakpoint
-- The ledger's tips: taken with a card and given back (an order's, never its sales or tenders), and paid out
-- to a driver from a drawer.
ALTER TABLE "ledger_entries" DROP CONSTRAINT IF EXISTS "ledger_entries_kind_known";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_known" CHECK ("kind" in ('sale', 'sale_change', 'sale_void', 'payment', 'payment_change', 'refund', 'tender_correction', 'float', 'paid_in', 'paid_out', 'drop', 'count', 'tip_payout', 'tip', 'tip_refund'));--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT IF EXISTS "ledger_entries_sign";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_sign" CHECK (("kind" in ('sale', 'payment', 'float', 'tip') AND "amount_cents" >= 0)
        OR ("kind" in ('sale_void', 'refund', 'tip_refund') AND "amount_cents" <= 0)
        OR ("kind" = 'paid_in' AND "amount_cents" > 0)
        OR ("kind" in ('paid_out', 'drop', 'tip_payout') AND "amount_cents" < 0)
        OR "kind" in ('sale_change', 'payment_change', 'tender_correction', 'count'));--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT IF EXISTS "ledger_entries_names";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_names" CHECK (("kind" not in ('sale', 'sale_change', 'sale_void', 'payment', 'payment_change', 'refund', 'tender_correction') OR "order_id" is not null)
        AND ("kind" not in ('payment', 'payment_change', 'refund', 'tender_correction', 'tip', 'tip_refund') OR "tender" is not null)
        AND ("kind" not in ('tip', 'tip_refund') OR "order_id" is not null)
        AND ("kind" not in ('float', 'paid_in', 'paid_out', 'drop', 'count', 'tip_payout') OR "drawer_id" is not null));
