-- zest: no transaction
-- A door part's Checkout Session is one part's (docs/decisions/0081-paid-at-the-door-by-qr.md): its unique index,
-- built without holding order_payments, on its own outside a transaction.
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "order_payments_session" ON "order_payments" ("restaurant_id", "checkout_session");
