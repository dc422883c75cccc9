ALTER TABLE "categories" ADD COLUMN "takes_toppings" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "takes_toppings" boolean DEFAULT true NOT NULL;