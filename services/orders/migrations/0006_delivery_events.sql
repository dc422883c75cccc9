-- Order events go to subscribers that keep deliveries (docs/decisions/0042-order-events-on-a-stream.md): an order
-- waits to be sent only when it is a delivery or was sent before, so an order that never was a delivery is never
-- pending.
DROP INDEX IF EXISTS "orders_unpublished_idx";--> statement-breakpoint
CREATE INDEX "orders_unpublished_idx" ON "orders" USING btree ("restaurant_id","id") WHERE "orders"."version" > "orders"."published_version" AND ("orders"."order_type" = 'delivery' OR "orders"."published_version" > 0);
