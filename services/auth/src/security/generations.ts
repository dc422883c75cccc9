import { generationKey, setGeneration, type RedisClient } from '@zest/kit';
import { eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { AuthDatabase, AuthExecutor } from '../db/client';
import { employees, restaurants, users, type UserRow } from '../db/schema';

/**
 * Moves the account's session generation on, inside the caller's
 * transaction: Redis hears of it before the change commits, so a session
 * can never outlive the change (at worst a failed change ends them early).
 * A new password and a new role both end the account's sessions this way.
 */
export async function endAccountSessions(tx: AuthExecutor, redis: RedisClient, userId: string): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({ sessionGeneration: sql`${users.sessionGeneration} + 1` })
    .where(eq(users.id, userId))
    .returning();
  await setGeneration(redis, 'user', userId, row!.sessionGeneration);
  return row!;
}

/**
 * Copies every session generation the database holds into Redis (at start):
 * each change writes Redis in its own transaction, but Redis may have been
 * replaced since. Only rows that ever changed are sent (generation 0 is what
 * a missing key means).
 */
export async function publishGenerations(db: AuthDatabase, redis: RedisClient): Promise<number> {
  const [changedUsers, changedRestaurants, changedEmployees] = await Promise.all([
    db.select({ id: users.id, gen: users.sessionGeneration }).from(users).where(gt(users.sessionGeneration, 0)),
    db
      .select({ id: restaurants.id, gen: restaurants.sessionGeneration, deletedAt: restaurants.deletedAt })
      .from(restaurants)
      .where(or(gt(restaurants.sessionGeneration, 0), isNotNull(restaurants.deletedAt))),
    db
      .select({ id: employees.id, gen: employees.sessionGeneration, deletedAt: employees.deletedAt })
      .from(employees)
      .where(or(gt(employees.sessionGeneration, 0), isNotNull(employees.deletedAt))),
  ]);
  // Sent together, not as one pipeline: the keys lie in different slots of a cluster.
  const sets: [string, string][] = [
    ...changedUsers.map((u): [string, string] => [generationKey.user(u.id), String(u.gen)]),
    ...changedRestaurants.map((r): [string, string] => [
      generationKey.restaurant(r.id),
      r.deletedAt ? 'gone' : String(r.gen),
    ]),
    ...changedEmployees.map((e): [string, string] => [
      generationKey.employee(e.id),
      e.deletedAt ? 'gone' : String(e.gen),
    ]),
  ];
  for (let i = 0; i < sets.length; i += 1_000)
    await Promise.all(sets.slice(i, i + 1_000).map(([key, value]) => redis.set(key, value)));
  return changedUsers.length + changedRestaurants.length + changedEmployees.length;
}
