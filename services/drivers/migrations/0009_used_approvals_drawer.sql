-- An approval may name a cash drawer (docs/decisions/0054-cash-drawers.md: drawer.payout). The drivers service
-- claims no such approval, but keeps the kit's table whole.
ALTER TABLE "used_approvals" ADD COLUMN IF NOT EXISTS "drawer_id" uuid;
