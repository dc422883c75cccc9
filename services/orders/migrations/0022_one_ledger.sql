-- One ledger (docs/decisions/0071-one-ledger.md): the drawers' moves become the ledger's cash rows, and the
-- ledger gains what orders are sold for and every tender taken and given back. Append-only for every role. The
-- orders already in the books (printed, or of a closed day) are brought in as they stand: a sale on their day
-- (less what later changes moved onto other days), each late change on the day it counted on, and their card,
-- door and online payments; cash printed before drawers existed is cash on no drawer.
SELECT set_config('app.every_restaurant', 'on', true);--> statement-breakpoint
ALTER TABLE IF EXISTS "drawer_moves" RENAME TO "ledger_entries";--> statement-breakpoint
ALTER TABLE "ledger_entries" RENAME CONSTRAINT "drawer_moves_pkey" TO "ledger_entries_pkey";--> statement-breakpoint
-- A drawer's entries only: most entries (sales, card payments) name none, and pay nothing to keep it.
DROP INDEX IF EXISTS "drawer_moves_restaurant_drawer_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ledger_entries_restaurant_drawer_idx" ON "ledger_entries" ("restaurant_id", "drawer_id", "at") WHERE "drawer_id" IS NOT NULL;--> statement-breakpoint
ALTER INDEX IF EXISTS "drawer_moves_restaurant_day_idx" RENAME TO "ledger_entries_restaurant_day_idx";--> statement-breakpoint
-- An order now has many tender entries (a payment, its changes, a refund, corrections).
DROP INDEX IF EXISTS "drawer_moves_one_sale_per_order";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT IF EXISTS "drawer_moves_kind_known";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT IF EXISTS "drawer_moves_sign";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN IF NOT EXISTS "tender" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN IF NOT EXISTS "order_type" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN IF NOT EXISTS "orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN IF NOT EXISTS "subtotal_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN IF NOT EXISTS "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN IF NOT EXISTS "delivery_charge_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN IF NOT EXISTS "discount_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN IF NOT EXISTS "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN IF NOT EXISTS "online_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN IF NOT EXISTS "online_total_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN IF NOT EXISTS "closed_day" date;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN IF NOT EXISTS "what" text;--> statement-breakpoint
-- The drawers' cash sales and their refunds were cash tenders all along.
DROP TRIGGER IF EXISTS "drawer_moves_no_change" ON "ledger_entries";--> statement-breakpoint
DROP TRIGGER IF EXISTS "drawer_moves_no_truncate" ON "ledger_entries";--> statement-breakpoint
DROP FUNCTION IF EXISTS "drawer_moves_append_only"();--> statement-breakpoint
UPDATE "ledger_entries" SET "kind" = 'payment', "tender" = 'cash', "what" = 'paid' WHERE "kind" = 'sale';--> statement-breakpoint
UPDATE "ledger_entries" SET "tender" = 'cash', "what" = 'voided' WHERE "kind" = 'refund';--> statement-breakpoint
-- Orders in the books: a sale on their own day of what they count for now, less what changes after their
-- day's close moved onto the open day (each of those its own entry, below).
INSERT INTO "ledger_entries" ("restaurant_id", "day", "kind", "amount_cents", "order_id", "order_number", "order_type",
  "orders", "subtotal_cents", "tax_cents", "delivery_charge_cents", "discount_count", "discount_cents", "online_orders",
  "online_total_cents", "what", "by_name", "at")
SELECT o."restaurant_id", o."order_day", 'sale',
  s."total" - coalesce(l."total", 0), o."id", o."order_number", o."order_type",
  s."orders" - coalesce(l."orders", 0), s."subtotal" - coalesce(l."subtotal", 0), s."tax" - coalesce(l."tax", 0),
  s."delivery" - coalesce(l."delivery", 0), s."dcount" - coalesce(l."dcount", 0), s."dcents" - coalesce(l."dcents", 0),
  s."online" - coalesce(l."online", 0), s."online_total" - coalesce(l."online_total", 0),
  'brought into the ledger', 'Zest POS', coalesce(o."first_printed_at", o."created_at")
FROM "orders" o
CROSS JOIN LATERAL (SELECT
  CASE WHEN c THEN o."total_cents" ELSE 0 END AS "total", CASE WHEN c THEN 1 ELSE 0 END AS "orders",
  CASE WHEN c THEN o."subtotal_cents" ELSE 0 END AS "subtotal", CASE WHEN c THEN o."tax_cents" ELSE 0 END AS "tax",
  CASE WHEN c THEN o."delivery_charge_cents" ELSE 0 END AS "delivery",
  CASE WHEN c THEN o."discount_count" ELSE 0 END AS "dcount", CASE WHEN c THEN o."discount_cents" ELSE 0 END AS "dcents",
  CASE WHEN c AND o."channel" = 'online' THEN 1 ELSE 0 END AS "online",
  CASE WHEN c AND o."channel" = 'online' THEN o."total_cents" ELSE 0 END AS "online_total"
  FROM (SELECT o."deleted_at" IS NULL AND o."voided_at" IS NULL AND o."line_count" > 0 AS c) counted) s
LEFT JOIN LATERAL (SELECT sum("total_cents")::int AS "total", sum("orders")::int AS "orders",
  sum("subtotal_cents")::int AS "subtotal", sum("tax_cents")::int AS "tax",
  sum("delivery_charge_cents")::int AS "delivery", sum("discount_count")::int AS "dcount",
  sum("discount_cents")::int AS "dcents", sum("online_orders")::int AS "online",
  sum("online_total_cents")::int AS "online_total"
  FROM "late_changes" lc WHERE lc."restaurant_id" = o."restaurant_id" AND lc."order_id" = o."id") l ON true
WHERE (o."first_printed_at" IS NOT NULL OR o."day_closed") AND o."deleted_at" IS NULL
  AND (s."total" <> 0 OR s."orders" <> 0 OR l."total" IS NOT NULL);--> statement-breakpoint
INSERT INTO "ledger_entries" ("restaurant_id", "day", "kind", "amount_cents", "order_id", "order_number", "order_type",
  "orders", "subtotal_cents", "tax_cents", "delivery_charge_cents", "discount_count", "discount_cents", "online_orders",
  "online_total_cents", "closed_day", "what", "by_name", "at")
SELECT lc."restaurant_id", lc."day", CASE WHEN lc."orders" < 0 THEN 'sale_void' ELSE 'sale_change' END,
  lc."total_cents", lc."order_id", lc."order_number", lc."order_type", lc."orders", lc."subtotal_cents",
  lc."tax_cents", lc."delivery_charge_cents", lc."discount_count", lc."discount_cents", lc."online_orders",
  lc."online_total_cents", lc."closed_day", lc."what", 'Zest POS', lc."at"
FROM "late_changes" lc
JOIN "orders" o ON o."restaurant_id" = lc."restaurant_id" AND o."id" = lc."order_id"
WHERE (o."first_printed_at" IS NOT NULL OR o."day_closed") AND o."deleted_at" IS NULL
  AND (lc."total_cents" <> 0 OR lc."orders" <> 0);--> statement-breakpoint
-- What was taken for them: card and door at the print, online by the payment (and given back by its refund),
-- cash on no drawer where no drawer saw it.
INSERT INTO "ledger_entries" ("restaurant_id", "day", "kind", "amount_cents", "tender", "order_id", "order_number",
  "what", "by_name", "at")
SELECT o."restaurant_id", o."order_day", 'payment', o."total_cents", o."tender", o."id", o."order_number",
  'brought into the ledger', 'Zest POS', coalesce(o."first_printed_at", o."created_at")
FROM "orders" o
WHERE o."first_printed_at" IS NOT NULL AND o."deleted_at" IS NULL AND o."voided_at" IS NULL AND o."line_count" > 0
  AND (o."tender" = 'door' OR (o."tender" = 'card' AND NOT EXISTS (SELECT 1 FROM "online_payments" p
      WHERE p."restaurant_id" = o."restaurant_id" AND p."id" = o."id"))
    OR (o."tender" = 'cash' AND NOT EXISTS (SELECT 1 FROM "ledger_entries" e
      WHERE e."restaurant_id" = o."restaurant_id" AND e."order_id" = o."id" AND e."tender" = 'cash')));--> statement-breakpoint
INSERT INTO "ledger_entries" ("restaurant_id", "day", "kind", "amount_cents", "tender", "order_id", "order_number",
  "what", "by_name", "at")
SELECT p."restaurant_id", coalesce(o."order_day", (p."paid_at" AT TIME ZONE coalesce(r."time_zone", 'America/New_York'))::date),
  'payment', p."amount_cents", 'online', p."id", o."order_number", 'paid online by card', 'Zest POS', p."paid_at"
FROM "online_payments" p
LEFT JOIN "orders" o ON o."restaurant_id" = p."restaurant_id" AND o."id" = p."id"
LEFT JOIN "restaurants" r ON r."id" = p."restaurant_id"
WHERE p."status" IN ('paid', 'refunded') AND p."paid_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "ledger_entries" ("restaurant_id", "day", "kind", "amount_cents", "tender", "order_id", "order_number",
  "reason", "what", "by_name", "at")
SELECT p."restaurant_id", coalesce(o."order_day", (p."refunded_at" AT TIME ZONE coalesce(r."time_zone", 'America/New_York'))::date),
  'refund', -p."amount_cents", 'online', p."id", o."order_number", p."refund_reason", 'refunded to the card', 'Zest POS',
  p."refunded_at"
FROM "online_payments" p
LEFT JOIN "orders" o ON o."restaurant_id" = p."restaurant_id" AND o."id" = p."id"
LEFT JOIN "restaurants" r ON r."id" = p."restaurant_id"
WHERE p."status" = 'refunded' AND p."refunded_at" IS NOT NULL;--> statement-breakpoint
-- Each drawer closed before the ledger gets its count: its amount the over or short, as every close now writes.
INSERT INTO "ledger_entries" ("restaurant_id", "day", "kind", "amount_cents", "drawer_id", "what", "by_name",
  "by_employee_id", "terminal_id", "at")
SELECT d."restaurant_id", d."day", 'count', d."over_short_cents", d."id", 'counted, before the ledger',
  coalesce(d."closed_by", 'Zest POS'), d."closed_by_employee_id", d."terminal_id", d."closed_at"
FROM "drawers" d WHERE d."closed_at" IS NOT NULL AND d."over_short_cents" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ledger_entries_restaurant_order_idx" ON "ledger_entries" ("restaurant_id", "order_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_known" CHECK ("kind" in ('sale', 'sale_change', 'sale_void', 'payment', 'payment_change', 'refund', 'tender_correction', 'float', 'paid_in', 'paid_out', 'drop', 'count'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_tender_known" CHECK ("tender" is null or "tender" in ('cash', 'card', 'door', 'online'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_sign" CHECK (("kind" in ('sale', 'payment', 'float') AND "amount_cents" >= 0)
        OR ("kind" in ('sale_void', 'refund') AND "amount_cents" <= 0)
        OR ("kind" = 'paid_in' AND "amount_cents" > 0)
        OR ("kind" in ('paid_out', 'drop') AND "amount_cents" < 0)
        OR "kind" in ('sale_change', 'payment_change', 'tender_correction', 'count'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_names" CHECK (("kind" not in ('sale', 'sale_change', 'sale_void', 'payment', 'payment_change', 'refund', 'tender_correction') OR "order_id" is not null)
        AND ("kind" not in ('payment', 'payment_change', 'refund', 'tender_correction') OR "tender" is not null)
        AND ("kind" not in ('float', 'paid_in', 'paid_out', 'drop', 'count') OR "drawer_id" is not null));--> statement-breakpoint
-- Append-only for every role: no entry is changed or removed, however the books look.
CREATE OR REPLACE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The ledger is append-only: a correction is a new entry.' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "ledger_entries_no_change" ON "ledger_entries";--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_change" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "ledger_entries_no_truncate" ON "ledger_entries";--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_append_only"();
