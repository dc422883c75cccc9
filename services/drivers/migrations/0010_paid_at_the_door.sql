-- Paid at the door by card (docs/decisions/0081-paid-at-the-door-by-qr.md): what a delivery's card parts paid
-- and tipped, as the orders service reports them; a driver does not owe the cash a card paid, and a cash-out
-- keeps what cards paid of its trips. New columns only: no row is rewritten.
ALTER TABLE "delivery_orders" ADD COLUMN IF NOT EXISTS "card_paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_orders" ADD COLUMN IF NOT EXISTS "card_tip_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cashouts" ADD COLUMN IF NOT EXISTS "card_paid_cents" integer DEFAULT 0 NOT NULL;
