-- Each tablet of a restaurant is given a tag of its own for the numbers it prints offline ("K7-03"), counted
-- beside the restaurant's order numbers (docs/decisions/0045-the-terminal-offline.md).
ALTER TABLE "order_counters" ADD COLUMN IF NOT EXISTS "next_tag" integer DEFAULT 0 NOT NULL;
