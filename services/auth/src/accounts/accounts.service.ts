import {
  conflict,
  notFound,
  requireAccount,
  requireSelfOrAdmin,
  requireViewer,
  revokeToken,
  unauthenticated,
  type RequestContext,
  type TokenIssuer,
} from '@zest/kit';
import { eq, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { AuthDatabase } from '../db/client';
import { users, type UserRow } from '../db/schema';
import { decoyHash, hashSecret, verifySecret } from './passwords';
import type { RateLimits } from './rate-limits';
import { signInInput, signUpInput, updateUserInput } from './validation';

/** What leaves the service about a user: never the hash. */
export interface PublicUser {
  id: string;
  fullname: string;
  email: string;
  role: 'owner' | 'admin';
  profilePicture: string | null;
}

export const toPublicUser = (row: UserRow): PublicUser => ({
  id: row.id,
  fullname: row.fullname,
  email: row.email,
  role: row.role,
  profilePicture: row.profilePicture,
});

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const EMAIL_TAKEN = 'An account with this email already exists.';
const USER_NOT_FOUND = 'User not found.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

export class AccountService {
  /** The hottest read (every profile and entity lookup): a prepared statement. */
  private readonly byId;

  constructor(
    private readonly db: AuthDatabase,
    private readonly redis: Redis,
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
    await this.limits.assertSignInAllowed(input.email, ctx.clientIp);
    const row = await this.db.query.users.findFirst({ where: eq(users.email, input.email) });
    // An unknown e-mail costs a hash check too, and answers exactly like a wrong password.
    const ok = await verifySecret(row?.passwordHash ?? (await decoyHash()), input.password);
    if (!row || !ok) {
      await this.limits.recordSignInFailure(input.email, ctx.clientIp);
      throw unauthenticated(INVALID_CREDENTIALS);
    }
    await this.limits.recordSignInSuccess(input.email);
    const user = toPublicUser(row);
    return { success: true, message: 'Signed in successfully.', token: this.tokens.issueAccountToken(user), user };
  }

  async signOut(ctx: RequestContext) {
    const viewer = requireViewer(ctx);
    await revokeToken(this.redis, viewer);
    return { success: true, message: 'Signed out.' };
  }

  async me(ctx: RequestContext): Promise<PublicUser> {
    const viewer = requireAccount(ctx);
    const row = await this.findById(viewer.id);
    // The account was deleted after the token was issued.
    if (!row) throw unauthenticated('Your account no longer exists.');
    return toPublicUser(row);
  }

  async get(ctx: RequestContext, id: string): Promise<PublicUser> {
    requireSelfOrAdmin(ctx, id);
    const row = await this.findById(id);
    if (!row) throw notFound(USER_NOT_FOUND);
    return toPublicUser(row);
  }

  /** Verifies the account password (confirmation of sensitive changes). */
  async passwordMatches(userId: string, password: string): Promise<boolean> {
    const row = await this.findById(userId);
    return row ? verifySecret(row.passwordHash, password) : false;
  }

  /** For entity references from other subgraphs. */
  async reference(id: string): Promise<PublicUser | null> {
    const row = await this.findById(id);
    return row ? toPublicUser(row) : null;
  }

  async update(ctx: RequestContext, id: string, raw: unknown) {
    requireSelfOrAdmin(ctx, id);
    const input = updateUserInput.parse(raw);
    const existing = await this.findById(id);
    if (!existing) throw notFound(USER_NOT_FOUND);
    const changes: Partial<typeof users.$inferInsert> = {
      fullname: input.fullname,
      email: input.email,
      updatedAt: new Date(),
    };
    // An empty password keeps the current one.
    if (input.password) changes.passwordHash = await hashSecret(input.password);
    let row: UserRow | undefined;
    try {
      [row] = await this.db.update(users).set(changes).where(eq(users.id, id)).returning();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
      throw error;
    }
    if (!row) throw notFound(USER_NOT_FOUND);
    return { success: true, message: 'Profile updated successfully.', user: toPublicUser(row) };
  }

  /** The demo account exists after every start; an existing one is left as it is. */
  async ensureAccount(account: { email: string; password: string; fullname: string }): Promise<boolean> {
    const existing = await this.db.query.users.findFirst({ where: eq(users.email, account.email) });
    if (existing) return false;
    const passwordHash = await hashSecret(account.password);
    const inserted = await this.db
      .insert(users)
      .values({ fullname: account.fullname, email: account.email, passwordHash, role: 'owner' })
      .onConflictDoNothing()
      .returning({ id: users.id });
    return inserted.length > 0;
  }

  private async findById(id: string): Promise<UserRow | undefined> {
    if (!UUID.test(id)) return undefined;
    const [row] = await this.byId.execute({ id });
    return row;
  }
}
