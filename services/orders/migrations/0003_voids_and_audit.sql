-- Voids and the audit trail (docs/decisions/0028-books.md). Under FORCE ROW LEVEL SECURITY the tables' owner
-- sees no row unless every restaurant is admitted, as for a background job: set for this transaction only.
SELECT set_config('app.every_restaurant', 'on', true);--> statement-breakpoint
CREATE TABLE "audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"summary" text NOT NULL,
	"actor_name" text NOT NULL,
	"actor_employee_id" uuid,
	"actor_user_id" uuid,
	"session" text NOT NULL,
	"approver_name" text,
	"approver_user_id" uuid,
	"order_id" uuid,
	"subject_id" uuid,
	"amount_before_cents" integer,
	"amount_after_cents" integer,
	"reason" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "voided_by" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "void_approved_by" text;--> statement-breakpoint
ALTER TABLE "order_settings" ADD COLUMN "void_approval_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "had_lines" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voided_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "void_approved_by" text;--> statement-breakpoint
ALTER TABLE "revenue_days" ADD COLUMN "void_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "revenue_days" ADD COLUMN "void_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_entries_restaurant_at_idx" ON "audit_entries" USING btree ("restaurant_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_restaurant_day_idx" ON "audit_entries" USING btree ("restaurant_id","day","kind");--> statement-breakpoint
ALTER TABLE "order_settings" ADD CONSTRAINT "order_settings_void_minutes" CHECK ("order_settings"."void_approval_minutes" between 0 and 10080);--> statement-breakpoint
-- Orders that had lines before this migration: housekeeping must never take them for mistakes.
UPDATE "orders" SET "had_lines" = true WHERE "line_count" > 0 OR "print_count" > 0 OR EXISTS (SELECT 1 FROM "order_lines" l WHERE l."restaurant_id" = "orders"."restaurant_id" AND l."order_id" = "orders"."id");--> statement-breakpoint
ALTER TABLE "audit_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "audit_entries" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "audit_entries" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');--> statement-breakpoint
-- Append-only for every role, the tables' owner included (kit/audit.ts APPEND_ONLY_MESSAGE).
CREATE FUNCTION "audit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit trail is append-only.' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_entries_no_change" BEFORE UPDATE OR DELETE ON "audit_entries" FOR EACH ROW EXECUTE FUNCTION "audit_entries_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_entries_no_truncate" BEFORE TRUNCATE ON "audit_entries" FOR EACH STATEMENT EXECUTE FUNCTION "audit_entries_append_only"();
