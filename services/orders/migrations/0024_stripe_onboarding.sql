-- A restaurant's Stripe account comes only from Connect onboarding (docs/decisions/0065-paying-online.md,
-- amended for issue 45): the account the platform opened for it is remembered here, one per restaurant. An
-- account typed on the owner's card before could be anyone's, so none is kept: card payments are off until the
-- owner connects with Stripe. Payments already taken keep the account they were taken on (online_payments).
SELECT set_config('app.every_restaurant', 'on', true);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "stripe_accounts" (
	"restaurant_id" uuid PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"connected_at" timestamp with time zone,
	CONSTRAINT "stripe_accounts_account_shape" CHECK ("account" ~ '^acct_[A-Za-z0-9_]+$')
);--> statement-breakpoint
ALTER TABLE "stripe_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "stripe_accounts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS "tenant_rows" ON "stripe_accounts";--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "stripe_accounts" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');--> statement-breakpoint
UPDATE "online_settings" SET "card_payments" = false, "stripe_account" = NULL, "updated_at" = now()
 WHERE "stripe_account" IS NOT NULL
   AND "stripe_account" NOT IN (SELECT "account" FROM "stripe_accounts" s WHERE s."restaurant_id" = "online_settings"."restaurant_id");
