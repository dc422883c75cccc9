-- Online ordering (docs/decisions/0062-online-ordering.md): each restaurant's own ordering page. Its settings are a
-- tenant table; the page's address (a slug) is a small directory read before a restaurant is known, as the
-- restaurants' copy is. An online order is a normal order with its channel, and a row of what the customer sees:
-- received, accepted with a ready time, or rejected with a reason. Row-level security as on every tenant table.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "channel" text DEFAULT 'counter' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT IF EXISTS "orders_channel_known";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_known" CHECK ("channel" in ('counter', 'online'));--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "online_settings" (
	"restaurant_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"slug" text,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pickup" boolean DEFAULT true NOT NULL,
	"delivery" boolean DEFAULT true NOT NULL,
	"delivery_zips" text[] DEFAULT '{}'::text[] NOT NULL,
	"delivery_minimum_cents" integer DEFAULT 0 NOT NULL,
	"prep_minutes" integer DEFAULT 20 NOT NULL,
	"paused_until" timestamp with time zone,
	"auto_accept" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_settings_slug_shape" CHECK ("slug" is null or "slug" ~ '^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$'),
	CONSTRAINT "online_settings_minimum" CHECK ("delivery_minimum_cents" between 0 and 100000),
	CONSTRAINT "online_settings_prep" CHECK ("prep_minutes" between 5 and 240)
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "online_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "online_slugs_restaurant_key" ON "online_slugs" ("restaurant_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "online_orders" (
	"restaurant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"payment" text NOT NULL,
	"email" text,
	"status_key_hash" text NOT NULL,
	"ready_at" timestamp with time zone,
	"reject_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_orders_pkey" PRIMARY KEY ("restaurant_id", "order_id"),
	CONSTRAINT "online_orders_order_fk" FOREIGN KEY ("restaurant_id", "order_id") REFERENCES "orders" ("restaurant_id", "id"),
	CONSTRAINT "online_orders_status_known" CHECK ("status" in ('received', 'accepted', 'rejected')),
	CONSTRAINT "online_orders_payment_known" CHECK ("payment" in ('pickup', 'door', 'card')),
	CONSTRAINT "online_orders_decided" CHECK (("status" = 'received') = ("decided_at" IS NULL)
		AND ("status" = 'rejected') = ("reject_reason" IS NOT NULL) AND ("status" = 'accepted') = ("ready_at" IS NOT NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "online_orders_status_key" ON "online_orders" ("restaurant_id", "status_key_hash");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "online_orders_waiting_idx" ON "online_orders" ("restaurant_id", "created_at") WHERE "status" = 'received';--> statement-breakpoint
ALTER TABLE "online_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "online_settings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS "tenant_rows" ON "online_settings";--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "online_settings" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');--> statement-breakpoint
ALTER TABLE "online_orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "online_orders" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS "tenant_rows" ON "online_orders";--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "online_orders" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');
