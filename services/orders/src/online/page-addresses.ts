import { DomainError, uniqueOr } from '@zest/kit';
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { OrdersDatabase, OrdersTransaction } from '../db/client';
import { onlineSlugs } from '../db/schema';
import { reservedSlug } from './inputs';

/**
 * The directory of the ordering pages' addresses (issue 47, docs/decisions/0075-the-public-surface.md): every
 * address a restaurant took stays its own for good; one is current, the others lead to it.
 */

/**
 * The addresses one restaurant may hold, its current one among them: every one is kept for good, so without a
 * most one account could hold any number of names by moving from one to the next.
 */
export const ADDRESSES_HELD = 5;

export const ADDRESS_MESSAGES = {
  tooMany: `A page keeps at most ${ADDRESSES_HELD} addresses, and this one has them all: take back one of its old addresses.`,
  taken: (slug: string) => `The address /order/${slug} is taken: try another.`,
  reserved: (slug: string) => `The address /order/${slug} is kept for Zest POS itself: try another.`,
} as const;

/**
 * The address is the directory's first: a taken one is refused there, whatever another save does meanwhile.
 * The address left stays the restaurant's, retired; one of its own old ones is taken back.
 */
export async function moveAddress(tx: OrdersTransaction, restaurantId: string, slug: string, claimedAt: Date) {
  await tx
    .update(onlineSlugs)
    .set({ retiredAt: claimedAt })
    .where(and(eq(onlineSlugs.restaurantId, restaurantId), isNull(onlineSlugs.retiredAt)));
  const [own] = await tx
    .update(onlineSlugs)
    .set({ retiredAt: null, claimedAt })
    .where(and(eq(onlineSlugs.slug, slug), eq(onlineSlugs.restaurantId, restaurantId)))
    .returning();
  if (own) return;
  // Checked when an address is first taken: a restaurant already on a word now reserved keeps saving.
  if (reservedSlug(slug)) throw new DomainError('BAD_USER_INPUT', ADDRESS_MESSAGES.reserved(slug), { field: 'slug' });
  const [{ held } = { held: 0 }] = await tx
    .select({ held: count() })
    .from(onlineSlugs)
    .where(eq(onlineSlugs.restaurantId, restaurantId));
  if (held >= ADDRESSES_HELD) throw new DomainError('CONFLICT', ADDRESS_MESSAGES.tooMany, { field: 'slug' });
  await uniqueOr(ADDRESS_MESSAGES.taken(slug), () => tx.insert(onlineSlugs).values({ slug, restaurantId, claimedAt }));
}

/** The restaurant's past addresses, newest first: each still leads to its page. */
export async function formerAddresses(db: OrdersDatabase, restaurantId: string): Promise<string[]> {
  const rows = await db
    .select({ slug: onlineSlugs.slug })
    .from(onlineSlugs)
    .where(and(eq(onlineSlugs.restaurantId, restaurantId), isNotNull(onlineSlugs.retiredAt)))
    .orderBy(desc(onlineSlugs.retiredAt));
  return rows.map((r) => r.slug);
}
