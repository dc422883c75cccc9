import { randomBytes } from 'node:crypto';
import { badInput, requirePrincipal, type RequestContext, type RestaurantAccess } from '@zest/kit';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { OrdersTenants, OrdersTransaction } from '../db/client';
import { orders, terminals } from '../db/schema';
import { keyHashOf, proofOf, touch } from './papers';

/** The characters of a tag: no 0/O, 1/I, so a cashier reads "K7-03" off a receipt without a doubt. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The restaurant's nth tag (0-based): AA, AB, … 99; after 1,024 tablets the first tags come round again. */
export function tagOf(n: number): string {
  const i = n % (ALPHABET.length * ALPHABET.length);
  return `${ALPHABET[Math.floor(i / ALPHABET.length)]}${ALPHABET[i % ALPHABET.length]}`;
}

export const UNKNOWN_TERMINAL =
  'This tablet is not registered here: open the cashier screen online to register it again.';

const seenInput = z.object({
  restaurantId: z.string(),
  terminal: z.string({ error: UNKNOWN_TERMINAL }),
  menuVersion: z.number().int().min(1).max(2_147_483_647).nullish(),
  lastOfflineNumber: z.number().int().min(0).max(9999).nullish(),
  waiting: z.array(z.number().int().min(1).max(9999)).max(500).nullish(),
});

/** "K7-03" → 3; null for a number of another tag. */
const countOf = (tag: string, number: string) => (number.startsWith(`${tag}-`) ? Number(number.slice(3)) : null);
const numberOf = (tag: string, n: number) => `${tag}-${String(n).padStart(2, '0')}`;

/**
 * The restaurant's tablets (docs/decisions/0045-the-terminal-offline.md,
 * 0052-offline-papers-checked.md): each registered the first time its
 * cashier screen opens, with a tag of its own for the numbers it prints
 * offline ("K7-03": two tablets offline at once never print the same number)
 * and a key only it holds; its heartbeat while online; and which of its
 * offline numbers never arrived.
 */
export class Terminals {
  constructor(
    private readonly tenants: OrdersTenants,
    private readonly access: RestaurantAccess,
  ) {}

  /** A new tablet: its tag, counted beside the restaurant's order numbers, and its key, shown this once. */
  async register(ctx: RequestContext, restaurantId: unknown): Promise<{ id: string; tag: string; key: string }> {
    const viewer = requirePrincipal(ctx, 'order.take');
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'order.take');
    const key = randomBytes(24).toString('base64url');
    return this.tenants.run([restaurant.id], async (tx) => {
      // A new row says no order yet: the next order number is still 1.
      const { rows } = await tx.execute<{ next_tag: number }>(sql`
        INSERT INTO order_counters (restaurant_id, next_number, next_tag) VALUES (${restaurant.id}, 1, 1)
        ON CONFLICT (restaurant_id) DO UPDATE SET next_tag = order_counters.next_tag + 1
        RETURNING next_tag`);
      const tag = tagOf(Number(rows[0]!.next_tag) - 1);
      const [made] = await tx
        .insert(terminals)
        .values({ restaurantId: restaurant.id, tag, keyHash: keyHashOf(key), issuedBy: viewer.name })
        .returning({ id: terminals.id });
      return { id: made!.id, tag, key };
    });
  }

  /** The tag alone (terminalTag, before tablets had keys): a registration whose key nobody keeps. */
  async tag(ctx: RequestContext, restaurantId: unknown): Promise<string> {
    return (await this.register(ctx, restaurantId)).tag;
  }

  /** The heartbeat: the tablet is online, holds this menu, has given these offline numbers and waits to send these. */
  async seen(ctx: RequestContext, raw: unknown): Promise<{ heardAt: string }> {
    const input = seenInput.parse(raw);
    const restaurant = await this.access.forRestaurant(ctx, input.restaurantId, 'order.take');
    const heard = await this.tenants.run([restaurant.id], (tx) =>
      touch(tx, restaurant.id, proofOf(input.terminal), {
        menuVersion: input.menuVersion,
        lastOfflineNumber: input.lastOfflineNumber,
        waiting: input.waiting,
      }),
    );
    if (!heard) throw badInput(UNKNOWN_TERMINAL);
    return { heardAt: heard.heardAt.toISOString() };
  }

  /** The restaurant's tablets, the last heard first (the hub chooses a card reader's by its tag). */
  async list(ctx: RequestContext, restaurantId: unknown) {
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'order.settings');
    const rows = await this.tenants.run([restaurant.id], (tx) =>
      tx
        .select()
        .from(terminals)
        .where(eq(terminals.restaurantId, restaurant.id))
        .orderBy(sql`${terminals.lastSeenAt} DESC NULLS LAST`, desc(terminals.issuedAt)),
    );
    return rows.map((t) => ({
      id: t.id,
      tag: t.tag,
      issuedAt: t.issuedAt.toISOString(),
      issuedBy: t.issuedBy,
      lastSeenAt: t.lastSeenAt?.toISOString() ?? null,
    }));
  }

  /**
   * Every tablet of the restaurant with its offline numbers: how many arrived,
   * which still wait on it, and which never arrived — numbers it gave (its
   * last said count, or a later one that arrived) that are neither here nor
   * in its outbox, such as an outbox entry deleted on the tablet.
   */
  async papers(ctx: RequestContext, restaurantId: unknown) {
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'audit.read');
    const rows = await this.tenants.run([restaurant.id], (tx) => offlinePapersOf(tx, restaurant.id));
    return { restaurantId: restaurant.id, terminals: rows };
  }
}

/** Each tablet's offline numbers: arrived, waiting on it, and missing (the books check reads it too). */
export async function offlinePapersOf(tx: OrdersTransaction, restaurantId: string) {
  const list = await tx.select().from(terminals).where(eq(terminals.restaurantId, restaurantId));
  const papers = await tx
    .select({ terminalId: orders.terminalId, number: orders.offlineNumber })
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), isNotNull(orders.terminalId), isNotNull(orders.offlineNumber)));
  return list
    .map((t) => {
      const arrived = new Set(
        papers
          .filter((p) => p.terminalId === t.id)
          .map((p) => countOf(t.tag, p.number!))
          .filter((n): n is number => n !== null),
      );
      const waiting = new Set(t.waitingNumbers.filter((n) => !arrived.has(n)));
      const last = Math.max(t.lastOfflineNumber, ...arrived, 0);
      const missing: string[] = [];
      for (let n = 1; n <= last; n++) if (!arrived.has(n) && !waiting.has(n)) missing.push(numberOf(t.tag, n));
      return {
        id: t.id,
        tag: t.tag,
        issuedAt: t.issuedAt.toISOString(),
        issuedBy: t.issuedBy,
        lastSeenAt: t.lastSeenAt?.toISOString() ?? null,
        lastOfflineNumber: last,
        arrived: arrived.size,
        waiting: [...waiting].sort((a, b) => a - b).map((n) => numberOf(t.tag, n)),
        missing,
      };
    })
    .filter((t) => t.lastOfflineNumber > 0 || t.waiting.length > 0)
    .sort((a, b) => a.tag.localeCompare(b.tag));
}
