import { roleMay, type AccountRole, type RedisClient } from '@zest/kit';
import { asc, eq } from 'drizzle-orm';
import { normaliseEmail } from '../inputs';
import type { AuthDatabase } from '../db/client';
import { users } from '../db/schema';
import { endAccountSessions } from '../security/generations';

/**
 * Platform admins. Nobody becomes one by signing up (sign-up always makes an
 * owner): an operator promotes an existing account with `npm run admin`.
 * Admins may read any account, subscription and restaurant (kit/access/access.ts,
 * `adminReadsAny`) and change nothing of anyone else's.
 *
 * A change of role ends the account's sessions (its session generation moves
 * on), so the role in every live token is the one in the database: a promoted
 * owner signs in again to act as admin, and a demoted admin's token stops
 * working at once.
 */
export type { AccountRole };

export interface AdminAccount {
  id: string;
  email: string;
  fullname: string;
}

/** A change the operator asked for that cannot be made; the message says why. */
export class AdminRefusal extends Error {
  override name = 'AdminRefusal';
}

export const DEMO_NEVER_ADMIN =
  'The demo account is shared by everyone trying Zest POS (its password is public), so it cannot be an admin.';

/** Gives the account of this e-mail the role; `changed` is false when it already had it. */
export async function setAccountRole(
  db: AuthDatabase,
  redis: RedisClient,
  email: string,
  role: AccountRole,
): Promise<{ account: AdminAccount; changed: boolean }> {
  const address = normaliseEmail(email);
  return db.transaction(async (tx) => {
    // Locked: two operators changing one account at once apply one after the other.
    const [row] = await tx.select().from(users).where(eq(users.email, address)).for('update');
    if (!row) throw new AdminRefusal(`No account has the e-mail ${address}. The person signs up first.`);
    const account = { id: row.id, email: row.email, fullname: row.fullname };
    if (row.demo && roleMay(role, 'console.read')) throw new AdminRefusal(DEMO_NEVER_ADMIN);
    if (row.role === role) return { account, changed: false };
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, row.id));
    await endAccountSessions(tx, redis, row.id);
    return { account, changed: true };
  });
}

export async function listAdmins(db: AuthDatabase): Promise<AdminAccount[]> {
  return db
    .select({ id: users.id, email: users.email, fullname: users.fullname })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.email));
}
