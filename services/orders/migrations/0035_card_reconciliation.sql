-- The day's card money reconciled with Stripe (docs/decisions/0082-card-payments-reconciled-with-stripe.md): each
-- check of a restaurant's business day (the latest replaces the one before), and, for the local sandbox only, what
-- the sandbox's "Stripe" took and gave back, written by its pages, never by the POS's books. New tables only.
CREATE TABLE IF NOT EXISTS "card_reconciliations" (
	"restaurant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"matched" boolean NOT NULL,
	"stripe_cents" integer NOT NULL,
	"pos_cents" integer NOT NULL,
	"differences" jsonb NOT NULL,
	"outside" jsonb NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_by" text NOT NULL,
	CONSTRAINT "card_reconciliations_pkey" PRIMARY KEY ("restaurant_id", "day")
);--> statement-breakpoint
ALTER TABLE "card_reconciliations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "card_reconciliations" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS "tenant_rows" ON "card_reconciliations";--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "card_reconciliations" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sandbox_charges" (
	"restaurant_id" uuid NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"account" text NOT NULL,
	"payment_intent" text NOT NULL,
	"charge" text,
	"amount_cents" integer NOT NULL,
	"tip_cents" integer,
	"part_id" text,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_charges_pkey" PRIMARY KEY ("restaurant_id", "id"),
	CONSTRAINT "sandbox_charges_kind_known" CHECK ("kind" in ('charge', 'refund')),
	CONSTRAINT "sandbox_charges_amount" CHECK ("amount_cents" > 0)
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sandbox_charges_created_idx" ON "sandbox_charges" ("restaurant_id", "account", "created_at");--> statement-breakpoint
ALTER TABLE "sandbox_charges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sandbox_charges" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS "tenant_rows" ON "sandbox_charges";--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "sandbox_charges" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');
