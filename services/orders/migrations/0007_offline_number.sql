-- The provisional number an order was printed with while the terminal was offline ("K7-03"), shown beside the
-- number the server gave it once the order arrived (docs/decisions/0045-the-terminal-offline.md).
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "offline_number" text;
