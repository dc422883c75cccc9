-- Split payments (docs/decisions/0084-split-payments.md): a part paid in cash or by a card taken outside
-- Zest POS, the items a part pays for, the cash the customer gave, and the key a tap was sent with. New
-- columns with constant defaults only: no row is rewritten.
ALTER TABLE "order_payments" ADD COLUMN IF NOT EXISTS "line_ids" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN IF NOT EXISTS "cash_given_cents" integer;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN IF NOT EXISTS "request_key" text;--> statement-breakpoint
ALTER TABLE "order_payments" DROP CONSTRAINT IF EXISTS "order_payments_cash_given";--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_cash_given" CHECK ("cash_given_cents" IS NULL OR "cash_given_cents" >= "amount_cents") NOT VALID;
