import { EMPLOYEE_ROLES } from '@zest/kit';
import type { AuthDatabase } from './client';
import { employeeRoles } from './schema';

/**
 * Writes the registry's employee roles (kit/core/roles.ts) into employee_roles,
 * which employees.role refers to: a role added to the registry is known to
 * the database at the next start, without a migration. Roles are never
 * removed here: employees may still hold one.
 */
export async function writeEmployeeRoles(db: AuthDatabase): Promise<void> {
  await db
    .insert(employeeRoles)
    .values(EMPLOYEE_ROLES.map((name) => ({ name })))
    .onConflictDoNothing();
}
