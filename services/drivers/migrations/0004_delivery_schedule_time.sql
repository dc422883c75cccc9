-- When the customer wants a delivery (OrderChanged.scheduleTime), for the driver screen. Orders waiting before this
-- migration get it with their next change.
ALTER TABLE "delivery_orders" ADD COLUMN "schedule_time" text;