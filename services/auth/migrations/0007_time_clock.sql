CREATE TABLE "clock_punches" (
	"restaurant_id" uuid NOT NULL,
	"request_key" text NOT NULL,
	"shift_id" uuid NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"tablet_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clock_punches_pkey" PRIMARY KEY("restaurant_id","request_key")
);
--> statement-breakpoint
CREATE TABLE "employee_pay_rates" (
	"employee_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"role" text NOT NULL,
	"hourly_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_pay_rates_pkey" PRIMARY KEY("employee_id","role"),
	CONSTRAINT "employee_pay_rates_cents_range" CHECK ("employee_pay_rates"."hourly_cents" between 0 and 100000)
);
--> statement-breakpoint
CREATE TABLE "labour_settings" (
	"restaurant_id" uuid PRIMARY KEY NOT NULL,
	"paid_breaks" boolean DEFAULT false NOT NULL,
	"weekly_overtime_minutes" integer DEFAULT 2400 NOT NULL,
	"daily_overtime_minutes" integer,
	"tip_rule" text DEFAULT 'keep' NOT NULL,
	"tip_pool" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pay_period" text DEFAULT 'weekly' NOT NULL,
	"pay_period_anchor" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labour_settings_weekly_range" CHECK ("labour_settings"."weekly_overtime_minutes" between 60 and 10080),
	CONSTRAINT "labour_settings_daily_range" CHECK ("labour_settings"."daily_overtime_minutes" is null or "labour_settings"."daily_overtime_minutes" between 60 and 1440)
);
--> statement-breakpoint
CREATE TABLE "pay_periods" (
	"restaurant_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by_name" text NOT NULL,
	CONSTRAINT "pay_periods_pkey" PRIMARY KEY("restaurant_id","starts_on")
);
--> statement-breakpoint
CREATE TABLE "shift_breaks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shift_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "shift_breaks_end_after_start" CHECK ("shift_breaks"."ended_at" is null or "shift_breaks"."ended_at" >= "shift_breaks"."started_at")
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"role" text NOT NULL,
	"hourly_cents" integer,
	"clock_in_at" timestamp with time zone NOT NULL,
	"clock_out_at" timestamp with time zone,
	"cash_tips_cents" integer DEFAULT 0 NOT NULL,
	"closed_by" text,
	"edited_at" timestamp with time zone,
	"edit_reason" text,
	"late_for_period" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shifts_out_after_in" CHECK ("shifts"."clock_out_at" is null or "shifts"."clock_out_at" >= "shifts"."clock_in_at"),
	CONSTRAINT "shifts_at_most_16_hours" CHECK ("shifts"."clock_out_at" is null or "shifts"."clock_out_at" <= "shifts"."clock_in_at" + interval '16 hours'),
	CONSTRAINT "shifts_tips_positive" CHECK ("shifts"."cash_tips_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "clock_shift_id" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "clock_role" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "clock_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "clock_on_break" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "time_clock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_breaks" ADD CONSTRAINT "shift_breaks_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_pay_rates_restaurant_idx" ON "employee_pay_rates" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "shift_breaks_shift_idx" ON "shift_breaks" USING btree ("shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_breaks_one_open_key" ON "shift_breaks" USING btree ("shift_id") WHERE "shift_breaks"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_one_open_key" ON "shifts" USING btree ("employee_id") WHERE "shifts"."clock_out_at" is null;--> statement-breakpoint
CREATE INDEX "shifts_restaurant_in_idx" ON "shifts" USING btree ("restaurant_id","clock_in_at");--> statement-breakpoint
CREATE INDEX "shifts_employee_in_idx" ON "shifts" USING btree ("employee_id","clock_in_at");