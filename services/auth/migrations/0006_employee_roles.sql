CREATE TABLE "employee_roles" (
	"name" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- The roles employees hold already; auth writes the registry's at every start (src/db/roles.ts). An
-- empty database stays empty here, so a restore (tools/backup) puts the backed-up rows in as they were.
INSERT INTO "employee_roles" ("name") SELECT DISTINCT "role" FROM "employees";--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_role_known";--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_role_employee_roles_name_fk" FOREIGN KEY ("role") REFERENCES "public"."employee_roles"("name") ON DELETE no action ON UPDATE no action;