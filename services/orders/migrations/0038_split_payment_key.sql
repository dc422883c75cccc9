-- zest: no transaction
-- A part's tap is taken once (docs/decisions/0084-split-payments.md): its key's unique index, built without
-- holding order_payments, on its own outside a transaction.
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "order_payments_request_key" ON "order_payments" ("restaurant_id", "request_key");
