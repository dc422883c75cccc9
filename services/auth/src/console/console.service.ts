import {
  consoleSearch,
  isId,
  likePattern,
  pageOf,
  requireAccess,
  type OperatorAction,
  type RequestContext,
} from '@zest/kit';
import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AuthDatabase } from '../db/client';
import { operatorActions, restaurants, users } from '../db/schema';
import { toPublicRestaurant } from '../restaurants/restaurants.service';

/**
 * The operator console's reads that auth owns (docs/product.md#operator-console):
 * accounts with their restaurants across every owner, and the audit list of
 * operators' actions, which every service sends here (docs/decisions/0023).
 */
export class ConsoleService {
  constructor(private readonly db: AuthDatabase) {}

  async tenants(ctx: RequestContext, args: { search?: string | null; page?: number | null; pageSize?: number | null }) {
    requireAccess(ctx, 'console.read');
    const page = pageOf(args);
    const search = consoleSearch.parse(args.search);
    const pattern = search ? likePattern(search) : null;
    const where = pattern
      ? or(
          ilike(users.fullname, pattern),
          ilike(users.email, pattern),
          exists(
            this.db
              .select({ one: sql`1` })
              .from(restaurants)
              .where(
                and(
                  sql`${restaurants.ownerId} = ${users.id}`,
                  isNull(restaurants.deletedAt),
                  ilike(restaurants.name, pattern),
                ),
              ),
          ),
        )
      : undefined;
    const [[counted], rows] = await Promise.all([
      this.db.select({ total: count() }).from(users).where(where),
      this.db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(page.pageSize)
        .offset(page.offset),
    ]);
    const owned = rows.length
      ? await this.db
          .select()
          .from(restaurants)
          .where(
            and(
              inArray(
                restaurants.ownerId,
                rows.map((r) => r.id),
              ),
              isNull(restaurants.deletedAt),
            ),
          )
          .orderBy(asc(restaurants.createdAt))
      : [];
    return {
      total: counted?.total ?? 0,
      page: page.page,
      pageSize: page.pageSize,
      tenants: rows.map((row) => ({
        id: row.id,
        fullname: row.fullname,
        email: row.email,
        role: row.role,
        demo: row.demo,
        createdAt: row.createdAt.toISOString(),
        restaurants: owned.filter((r) => r.ownerId === row.id).map(toPublicRestaurant),
      })),
    };
  }

  /** One account as a tenant, for another service's entity (billing's subscription list). */
  async tenant(ctx: RequestContext, id: string) {
    requireAccess(ctx, 'console.read');
    if (!isId(id)) return null;
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    if (!row) return null;
    const owned = await this.db
      .select()
      .from(restaurants)
      .where(and(eq(restaurants.ownerId, row.id), isNull(restaurants.deletedAt)))
      .orderBy(asc(restaurants.createdAt));
    return {
      id: row.id,
      fullname: row.fullname,
      email: row.email,
      role: row.role,
      demo: row.demo,
      createdAt: row.createdAt.toISOString(),
      restaurants: owned.map(toPublicRestaurant),
    };
  }

  async actions(ctx: RequestContext, args: { page?: number | null; pageSize?: number | null }) {
    requireAccess(ctx, 'console.read');
    const page = pageOf(args);
    const [[counted], rows] = await Promise.all([
      this.db.select({ total: count() }).from(operatorActions),
      this.db
        .select()
        .from(operatorActions)
        .orderBy(desc(operatorActions.at), desc(operatorActions.id))
        .limit(page.pageSize)
        .offset(page.offset),
    ]);
    return {
      total: counted?.total ?? 0,
      page: page.page,
      pageSize: page.pageSize,
      actions: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
    };
  }

  /** From the operator-actions queue: stored once per action id. */
  async record(action: OperatorAction): Promise<boolean> {
    const stored = await this.db
      .insert(operatorActions)
      .values({ ...action, at: new Date(action.at) })
      .onConflictDoNothing()
      .returning({ id: operatorActions.id });
    return stored.length > 0;
  }
}
