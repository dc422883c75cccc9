-- The drivers service keeps deliveries only (docs/decisions/0042-order-events-on-a-stream.md): orders that are not a
-- delivery and never rode on a trip are dropped. An order that was a delivery is kept whatever it became, so a late,
-- older event never puts it back on the driver screen; a row dropped here that a late event brings back is repaired
-- by the next check.
DELETE FROM "delivery_orders" d
WHERE d."order_type" <> 'delivery'
  AND NOT EXISTS (SELECT 1 FROM "trips" t WHERE t."restaurant_id" = d."restaurant_id" AND t."order_id" = d."id");
