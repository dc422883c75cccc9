-- Ready to distribute by restaurant (docs/scale.md "What is distributed by restaurant_id"): Citus takes a primary
-- key or unique constraint only if it contains restaurant_id. The primary keys become (restaurant_id, id); where a
-- unique index on exactly those columns already existed (the composite foreign keys point at it), it becomes the
-- primary key in place, so nothing is rebuilt, the foreign keys keep their index and one index per row is gone.
-- Appended after 0006 (the journal is applied in order, and backups are matched against its prefix).
ALTER TABLE "customers" DROP CONSTRAINT "customers_pkey";--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_pkey" PRIMARY KEY USING INDEX "customers_restaurant_id_key";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_pkey";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pkey" PRIMARY KEY USING INDEX "orders_restaurant_id_key";--> statement-breakpoint
ALTER TABLE "order_trips" DROP CONSTRAINT "order_trips_pkey";--> statement-breakpoint
ALTER TABLE "order_trips" ADD CONSTRAINT "order_trips_pkey" PRIMARY KEY USING INDEX "order_trips_restaurant_order_key";--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_pkey";--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_pkey" PRIMARY KEY ("restaurant_id", "id");--> statement-breakpoint
ALTER TABLE "order_prints" DROP CONSTRAINT "order_prints_pkey";--> statement-breakpoint
ALTER TABLE "order_prints" ADD CONSTRAINT "order_prints_pkey" PRIMARY KEY ("restaurant_id", "id");--> statement-breakpoint
ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_pkey";--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_pkey" PRIMARY KEY ("restaurant_id", "id");
