-- A delivery's card tip paid to its driver from the drawer at the cash-out
-- (docs/decisions/0083-card-tips-paid-to-drivers.md): what a cash-out handed over and the tablet it was made
-- at, what each trip's tip was when it was paid, and the part of an adjustment that is a tip owed back.
-- New columns only: no row is rewritten.
ALTER TABLE "cashouts" ADD COLUMN IF NOT EXISTS "card_tips_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cashouts" ADD COLUMN IF NOT EXISTS "terminal_id" uuid;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN IF NOT EXISTS "tip_paid_cents" integer;--> statement-breakpoint
ALTER TABLE "adjustments" ADD COLUMN IF NOT EXISTS "tip_cents" integer DEFAULT 0 NOT NULL;
