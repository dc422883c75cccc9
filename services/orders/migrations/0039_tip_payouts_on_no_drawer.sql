-- A delivery's card tip handed to its driver at the cash-out (docs/decisions/0083-card-tips-paid-to-drivers.md):
-- from the drawer of the tablet the cash-out was made at, or on no drawer when none is open there, as cash taken
-- on no drawer already is. Every other drawer move still names its drawer. Looser than before: the rows written
-- so far hold, so the check is added without reading them again.
ALTER TABLE "ledger_entries" DROP CONSTRAINT IF EXISTS "ledger_entries_names";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_names" CHECK (("kind" not in ('sale', 'sale_change', 'sale_void', 'payment', 'payment_change', 'refund', 'tender_correction') OR "order_id" is not null)
        AND ("kind" not in ('payment', 'payment_change', 'refund', 'tender_correction', 'tip', 'tip_refund') OR "tender" is not null)
        AND ("kind" not in ('tip', 'tip_refund', 'tip_payout') OR "order_id" is not null)
        AND ("kind" not in ('float', 'paid_in', 'paid_out', 'drop', 'count') OR "drawer_id" is not null)) NOT VALID;
