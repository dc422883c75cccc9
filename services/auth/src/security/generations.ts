import { generationKey } from '@zest/kit';
import { gt, isNotNull, or } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { AuthDatabase } from '../db/client';
import { employees, restaurants, users } from '../db/schema';

/**
 * Copies every session generation the database holds into Redis (at start):
 * each change writes Redis in its own transaction, but Redis may have been
 * replaced since. Only rows that ever changed are sent (generation 0 is what
 * a missing key means).
 */
export async function publishGenerations(db: AuthDatabase, redis: Redis): Promise<number> {
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
  const pipeline = redis.pipeline();
  for (const u of changedUsers) pipeline.set(generationKey.user(u.id), String(u.gen));
  for (const r of changedRestaurants)
    pipeline.set(generationKey.restaurant(r.id), r.deletedAt ? 'gone' : String(r.gen));
  for (const e of changedEmployees) pipeline.set(generationKey.employee(e.id), e.deletedAt ? 'gone' : String(e.gen));
  await pipeline.exec();
  return changedUsers.length + changedRestaurants.length + changedEmployees.length;
}
