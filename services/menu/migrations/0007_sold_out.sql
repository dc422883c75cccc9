CREATE TABLE "sold_out_marks" (
	"restaurant_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"until" timestamp with time zone,
	"marked_by" text NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sold_out_marks_restaurant_id_item_id_pk" PRIMARY KEY("restaurant_id","item_id"),
	CONSTRAINT "sold_out_marks_kind_check" CHECK ("sold_out_marks"."kind" IN ('product', 'size', 'topping', 'side', 'special'))
);
--> statement-breakpoint
-- Row-level security as on every menu table (0001_row_level_security.sql).
ALTER TABLE "sold_out_marks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sold_out_marks" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "sold_out_marks" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]));
