-- When the kitchen marked a delivery ready (OrderChanged.readyAt, docs/decisions/0048-kitchen-display.md), for the
-- driver screen. Orders waiting before this migration get it with their next change.
ALTER TABLE "delivery_orders" ADD COLUMN IF NOT EXISTS "ready_at" timestamp with time zone;
