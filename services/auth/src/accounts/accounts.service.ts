import {
  conflict,
  forbidden,
  isId,
  isUniqueViolation,
  notFound,
  requireAccess,
  revokeToken,
  unauthenticated,
  type RequestContext,
  type TokenIssuer,
  type RedisClient,
} from '@zest/kit';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthDatabase, AuthExecutor } from '../db/client';
import { users, type UserRow } from '../db/schema';
import { endAccountSessions } from '../security/generations';
import { decoyHash, hashSecret, verifySecret } from './passwords';
import type { RateLimits } from './rate-limits';
import { signInInput, signUpInput, updateUserInput } from '../inputs';

/** What leaves the service about a user: never the hash. */
export interface PublicUser {
  id: string;
  fullname: string;
  email: string;
  role: 'owner' | 'admin';
  profilePicture: string | null;
  demo: boolean;
}

export const toPublicUser = (row: UserRow): PublicUser => ({
  id: row.id,
  fullname: row.fullname,
  email: row.email,
  role: row.role,
  profilePicture: row.profilePicture,
  demo: row.demo,
});

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const EMAIL_TAKEN = 'An account with this email already exists.';
export const DEMO_UNCHANGEABLE = 'The demo account is shared by everyone trying Zest POS, so it cannot be changed.';
const USER_NOT_FOUND = 'User not found.';

export class AccountService {
  /** The hottest read (every profile and entity lookup): a prepared statement. */
  private readonly byId;

  constructor(
    private readonly db: AuthDatabase,
    private readonly redis: RedisClient,
    private readonly tokens: TokenIssuer,
    private readonly limits: RateLimits,
  ) {
    this.byId = db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('auth_user_by_id');
  }

  async signUp(raw: unknown): Promise<{ success: true; message: string }> {
    const input = signUpInput.parse(raw);
    const passwordHash = await hashSecret(input.password);
    try {
      await this.db.insert(users).values({ fullname: input.fullName, email: input.email, passwordHash, role: 'owner' });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
      throw error;
    }
    return { success: true, message: 'Account created. You can sign in now.' };
  }

  async signIn(ctx: RequestContext, raw: unknown) {
    const input = signInInput.parse(raw);
    await this.limits.attemptSignIn(input.email, ctx.clientIp);
    const row = await this.db.query.users.findFirst({ where: eq(users.email, input.email) });
    // An unknown e-mail costs a hash check too, and answers exactly like a wrong password.
    const ok = await verifySecret(row?.passwordHash ?? (await decoyHash()), input.password);
    if (!row || !ok) throw unauthenticated(INVALID_CREDENTIALS);
    await this.limits.signedIn(input.email, ctx.clientIp);
    return { success: true, message: 'Signed in successfully.', token: this.tokenFor(row), user: toPublicUser(row) };
  }

  async signOut(ctx: RequestContext) {
    const viewer = requireAccess(ctx, 'session.end');
    await revokeToken(this.redis, viewer);
    return { success: true, message: 'Signed out.' };
  }

  async me(ctx: RequestContext): Promise<PublicUser> {
    const viewer = requireAccess(ctx, 'account.read', { userId: ctx.viewer?.id ?? '' });
    const row = await this.findById(viewer.id);
    // The account was deleted after the token was issued.
    if (!row) throw unauthenticated('Your account no longer exists.');
    return toPublicUser(row);
  }

  async get(ctx: RequestContext, id: string): Promise<PublicUser> {
    requireAccess(ctx, 'account.read', { userId: id });
    const row = await this.findById(id);
    if (!row) throw notFound(USER_NOT_FOUND);
    return toPublicUser(row);
  }

  /** Verifies the account password (confirmation of sensitive changes). */
  async passwordMatches(userId: string, password: string): Promise<boolean> {
    const row = await this.findById(userId);
    return row ? verifySecret(row.passwordHash, password) : false;
  }

  /** For entity references from other subgraphs, and names on sessions. */
  async reference(id: string): Promise<PublicUser | null> {
    const row = await this.findById(id);
    return row ? toPublicUser(row) : null;
  }

  /** An account by id, or null. */
  async find(id: string): Promise<UserRow | null> {
    return (await this.findById(id)) ?? null;
  }

  /**
   * Profile edit. A new password ends the account's other sessions; the
   * caller's own session goes on with the fresh token in the answer.
   */
  async update(ctx: RequestContext, id: string, raw: unknown) {
    requireAccess(ctx, 'account.update', { userId: id });
    const existing = await this.findById(id);
    if (!existing) throw notFound(USER_NOT_FOUND);
    if (existing.demo) throw forbidden(DEMO_UNCHANGEABLE);
    const input = updateUserInput.parse(raw);
    const changes: Partial<typeof users.$inferInsert> = {
      fullname: input.fullname,
      email: input.email,
      updatedAt: new Date(),
    };
    // An empty password keeps the current one.
    if (input.password) changes.passwordHash = await hashSecret(input.password);
    let row: UserRow | undefined;
    try {
      row = await this.db.transaction(async (tx) => {
        const [updated] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
        if (updated && input.password) return this.endSessions(tx, updated.id);
        return updated;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
      throw error;
    }
    if (!row) throw notFound(USER_NOT_FOUND);
    return {
      success: true,
      message: 'Profile updated successfully.',
      user: toPublicUser(row),
      token: input.password ? this.tokenFor(row) : null,
    };
  }

  /** Ends every session of the account (security/generations.ts). */
  async endSessions(tx: AuthExecutor, userId: string): Promise<UserRow> {
    return endAccountSessions(tx, this.redis, userId);
  }

  /** The demo account exists after every start, flagged by id; an existing one is left as it is. */
  async ensureDemoAccount(account: { email: string; password: string; fullname: string }): Promise<boolean> {
    const flagged = await this.db.query.users.findFirst({ where: eq(users.demo, true) });
    if (flagged) return false;
    // Before the flag existed the demo account was known by its e-mail alone.
    const legacy = await this.db
      .update(users)
      .set({ demo: true })
      .where(and(eq(users.email, account.email), eq(users.role, 'owner')))
      .returning({ id: users.id });
    if (legacy.length) return false;
    const passwordHash = await hashSecret(account.password);
    const inserted = await this.db
      .insert(users)
      .values({ fullname: account.fullname, email: account.email, passwordHash, role: 'owner', demo: true })
      .onConflictDoNothing()
      .returning({ id: users.id });
    return inserted.length > 0;
  }

  private tokenFor(row: UserRow): string {
    return this.tokens.issueAccountToken({
      id: row.id,
      role: row.role,
      email: row.email,
      demo: row.demo,
      generation: row.sessionGeneration,
    });
  }

  private async findById(id: string): Promise<UserRow | undefined> {
    if (!isId(id)) return undefined;
    const [row] = await this.byId.execute({ id });
    return row;
  }
}
