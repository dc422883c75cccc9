ALTER TABLE "online_settings" ADD COLUMN IF NOT EXISTS "card_payments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "online_settings" ADD COLUMN IF NOT EXISTS "stripe_account" text;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "online_payments" (
	"restaurant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"amount_cents" integer NOT NULL,
	"account" text NOT NULL,
	"session_id" text,
	"payment_intent" text,
	"status_key_hash" text NOT NULL,
	"placing" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"refund_id" text,
	"refunded_at" timestamp with time zone,
	"refund_reason" text,
	CONSTRAINT "online_payments_pkey" PRIMARY KEY ("restaurant_id", "id"),
	CONSTRAINT "online_payments_status_known" CHECK ("status" in ('open', 'paid', 'canceled', 'refunded')),
	CONSTRAINT "online_payments_amount" CHECK ("amount_cents" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "online_payments_status_key" ON "online_payments" ("restaurant_id", "status_key_hash");--> statement-breakpoint
ALTER TABLE "online_payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "online_payments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS "tenant_rows" ON "online_payments";--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "online_payments" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');
