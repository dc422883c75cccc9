-- Ready to distribute by restaurant (docs/scale.md "What is distributed by restaurant_id"): Citus takes a primary
-- key or unique constraint only if it contains restaurant_id. The primary keys become (restaurant_id, id); where a
-- unique index on exactly those columns already existed (the composite foreign keys point at it), it becomes the
-- primary key in place, so nothing is rebuilt, the foreign keys keep their index and one index per row is gone.
-- Appended after 0006 (the journal is applied in order, and backups are matched against its prefix).
ALTER TABLE "cashouts" DROP CONSTRAINT "cashouts_pkey";--> statement-breakpoint
ALTER TABLE "cashouts" ADD CONSTRAINT "cashouts_pkey" PRIMARY KEY USING INDEX "cashouts_restaurant_id_key";--> statement-breakpoint
ALTER TABLE "delivery_orders" DROP CONSTRAINT "delivery_orders_pkey";--> statement-breakpoint
ALTER TABLE "delivery_orders" ADD CONSTRAINT "delivery_orders_pkey" PRIMARY KEY USING INDEX "delivery_orders_restaurant_id_key";--> statement-breakpoint
ALTER TABLE "staff" DROP CONSTRAINT "staff_pkey";--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_pkey" PRIMARY KEY ("restaurant_id", "id");--> statement-breakpoint
ALTER TABLE "trips" DROP CONSTRAINT "trips_pkey";--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_pkey" PRIMARY KEY ("restaurant_id", "id");--> statement-breakpoint
ALTER TABLE "floats" DROP CONSTRAINT "floats_pkey";--> statement-breakpoint
ALTER TABLE "floats" ADD CONSTRAINT "floats_pkey" PRIMARY KEY ("restaurant_id", "id");--> statement-breakpoint
ALTER TABLE "adjustments" DROP CONSTRAINT "adjustments_pkey";--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_pkey" PRIMARY KEY ("restaurant_id", "id");--> statement-breakpoint
ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_pkey";--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_pkey" PRIMARY KEY ("restaurant_id", "id");
