CREATE TABLE "restaurants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"full_address" text NOT NULL,
	"phone_number" text NOT NULL,
	"tax_percentage" numeric(6, 3) NOT NULL,
	"delivery_charge_cents" integer NOT NULL,
	"time_zone" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "restaurants_owner_idx" ON "restaurants" USING btree ("owner_id");