-- Refunds to the card of an order's card parts (docs/decisions/0080-card-payments-at-the-counter.md): one row per
-- refund asked, kept whatever became of it (pending, succeeded, failed until retried). New table only.
CREATE TABLE IF NOT EXISTS "payment_refunds" (
	"restaurant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"part_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"tip_cents" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"stripe_refund" text,
	"failure" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"by_name" text NOT NULL,
	"approved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_pkey" PRIMARY KEY ("restaurant_id", "id"),
	CONSTRAINT "payment_refunds_status_known" CHECK ("status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "payment_refunds_amounts" CHECK ("amount_cents" >= 0 AND "tip_cents" >= 0 AND "amount_cents" + "tip_cents" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "payment_refunds_purpose" ON "payment_refunds" ("restaurant_id", "part_id", "purpose");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_refunds_order_idx" ON "payment_refunds" ("restaurant_id", "order_id");--> statement-breakpoint
ALTER TABLE "payment_refunds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment_refunds" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS "tenant_rows" ON "payment_refunds";--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "payment_refunds" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');--> statement-breakpoint
DROP TRIGGER IF EXISTS "payment_refunds_no_delete" ON "payment_refunds";--> statement-breakpoint
CREATE TRIGGER "payment_refunds_no_delete" BEFORE DELETE ON "payment_refunds" FOR EACH ROW EXECUTE FUNCTION "order_payments_kept"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "payment_refunds_no_truncate" ON "payment_refunds";--> statement-breakpoint
CREATE TRIGGER "payment_refunds_no_truncate" BEFORE TRUNCATE ON "payment_refunds" FOR EACH STATEMENT EXECUTE FUNCTION "order_payments_kept"();
