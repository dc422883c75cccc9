-- The audit trail (docs/decisions/0028-books.md).
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
CREATE INDEX "audit_entries_restaurant_at_idx" ON "audit_entries" USING btree ("restaurant_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_restaurant_day_idx" ON "audit_entries" USING btree ("restaurant_id","day","kind");--> statement-breakpoint
-- Append-only for every role, the tables' owner included (kit/audit.ts APPEND_ONLY_MESSAGE).
CREATE FUNCTION "audit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit trail is append-only.' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_entries_no_change" BEFORE UPDATE OR DELETE ON "audit_entries" FOR EACH ROW EXECUTE FUNCTION "audit_entries_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_entries_no_truncate" BEFORE TRUNCATE ON "audit_entries" FOR EACH STATEMENT EXECUTE FUNCTION "audit_entries_append_only"();
