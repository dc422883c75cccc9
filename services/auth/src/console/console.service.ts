import {
  consoleSearch,
  isId,
  likePattern,
  pageOf,
  pageRows,
  requireAccess,
  type OperatorAction,
  type RequestContext,
} from '@zest/kit';
import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AuthDatabase } from '../db/client';
import { operatorActions, restaurants, users, type UserRow } from '../db/schema';
import { toPublicRestaurant } from '../restaurants/restaurants.service';

type PageArgs = { page?: number | null; pageSize?: number | null };

/**
 * The operator console's reads that auth owns (docs/product.md#operator-console):
 * accounts with their restaurants across every owner, and the audit list of
 * operators' actions, which every service sends here (docs/decisions/0023).
 */
export class ConsoleService {
  constructor(private readonly db: AuthDatabase) {}

  /** Accounts newest first; the search matches a name, an e-mail or one of the account's restaurants. */
  async accounts(ctx: RequestContext, args: PageArgs & { search?: string | null }) {
    requireAccess(ctx, 'console.read');
    const page = pageOf(args);
    const search = consoleSearch.parse(args.search);
    const pattern = search ? likePattern(search) : null;
    const ownsMatching = (p: string) =>
      exists(
        this.db
          .select({ one: sql`1` })
          .from(restaurants)
          .where(and(eq(restaurants.ownerId, users.id), isNull(restaurants.deletedAt), ilike(restaurants.name, p))),
      );
    const where = pattern
      ? or(ilike(users.fullname, pattern), ilike(users.email, pattern), ownsMatching(pattern))
      : undefined;
    const { rows, ...answer } = await pageRows(
      page,
      this.db.select({ total: count() }).from(users).where(where),
      this.db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(page.pageSize)
        .offset(page.offset),
    );
    return { ...answer, accounts: await this.withRestaurants(rows) };
  }

  /** One owner account, for another service's entity (billing's subscription list). */
  async account(ctx: RequestContext, id: string) {
    requireAccess(ctx, 'console.read');
    if (!isId(id)) return null;
    const rows = await this.db.select().from(users).where(eq(users.id, id));
    const [account] = await this.withRestaurants(rows);
    return account ?? null;
  }

  async actions(ctx: RequestContext, args: PageArgs) {
    requireAccess(ctx, 'console.read');
    const page = pageOf(args);
    const { rows, ...answer } = await pageRows(
      page,
      this.db.select({ total: count() }).from(operatorActions),
      this.db
        .select()
        .from(operatorActions)
        .orderBy(desc(operatorActions.at), desc(operatorActions.id))
        .limit(page.pageSize)
        .offset(page.offset),
    );
    return { ...answer, actions: rows.map((r) => ({ ...r, at: r.at.toISOString() })) };
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

  /** Owner accounts, each with its restaurants (deleted ones left out), in one more query. */
  private async withRestaurants(rows: UserRow[]) {
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
    return rows.map((row) => ({
      id: row.id,
      fullname: row.fullname,
      email: row.email,
      role: row.role,
      demo: row.demo,
      createdAt: row.createdAt.toISOString(),
      restaurants: owned.filter((r) => r.ownerId === row.id).map(toPublicRestaurant),
    }));
  }
}
