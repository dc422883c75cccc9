-- Approvals used (docs/decisions/0049-approvals.md): a security-PIN approval from a terminal is claimed here,
-- once, in the transaction of the action it approves; a failed action leaves it unused. A row matters while
-- its token lives (5 minutes). Row-level security as on every tenant table (0001_row_level_security.sql).
CREATE TABLE IF NOT EXISTS "used_approvals" (
	"restaurant_id" uuid NOT NULL,
	"token_id" text NOT NULL,
	"action" text NOT NULL,
	"order_id" uuid,
	"line_id" uuid,
	"driver_id" uuid,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "used_approvals_pkey" PRIMARY KEY("restaurant_id","token_id")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "used_approvals_restaurant_used_idx" ON "used_approvals" USING btree ("restaurant_id","used_at");--> statement-breakpoint
ALTER TABLE "used_approvals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "used_approvals" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS "tenant_rows" ON "used_approvals";--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "used_approvals" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');
