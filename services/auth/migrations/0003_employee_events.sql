ALTER TABLE "employees" ADD COLUMN "version" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "published_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "employees_unpublished_idx" ON "employees" USING btree ("id") WHERE "employees"."version" > "employees"."published_version";