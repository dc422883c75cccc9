-- Paid at the door by QR (docs/decisions/0081-paid-at-the-door-by-qr.md): a door part's Checkout Session (the
-- one its customer may still pay; its event is compared with it), and what an order's card parts paid and
-- tipped, which its OrderChanged tells the drivers service (a driver does not owe cash a card paid). New
-- columns only: no row is rewritten. The session's index is built in 0036, CONCURRENTLY.
ALTER TABLE "order_payments" ADD COLUMN IF NOT EXISTS "checkout_session" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "card_paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "card_tip_cents" integer DEFAULT 0 NOT NULL;
