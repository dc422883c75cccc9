import { badInput, publicOrigin, type Logger, type OutgoingMail, type RequestContext } from '@zest/kit';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Queue } from 'bullmq';
import type { AccountService } from '../accounts/accounts.service';
import type { AuthDatabase } from '../db/client';
import { passwordResets, users } from '../db/schema';
import { hashSecret } from '../accounts/passwords';
import type { RateLimits } from '../accounts/rate-limits';
import { forgotPasswordInput, RESET_LINK_INVALID, resetPasswordInput } from '../inputs';
import type { ResetRequestJob } from '../jobs/password-reset';
import { passwordResetMail } from '../mail/mailer';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** The same answer whether or not the e-mail has an account. */
export const RESET_REQUESTED = 'If an account exists for this email, we sent a link to reset the password.';

export class PasswordResetService {
  constructor(
    private readonly db: AuthDatabase,
    private readonly accounts: AccountService,
    private readonly requests: Queue<ResetRequestJob>,
    private readonly emails: Queue<OutgoingMail>,
    private readonly limits: RateLimits,
    private readonly options: {
      publicUrl: string | undefined;
      tokenTtlSeconds: number;
      logLinks: boolean;
      log: Logger;
    },
  ) {}

  /**
   * Known and unknown e-mails take the same path and the same time: one job
   * on the queue. Whether an account exists is decided by the consumer, where
   * nobody can time it.
   */
  async request(ctx: RequestContext, raw: unknown) {
    const { email } = forgotPasswordInput.parse(raw);
    await this.limits.consumePasswordReset(ctx.clientIp);
    await this.requests.add(
      'password-reset-request',
      { email, linkBase: publicOrigin(ctx, this.options.publicUrl) },
      { jobId: `password-reset-request-${randomUUID()}` },
    );
    return { success: true, message: RESET_REQUESTED };
  }

  /** The consumer's half: a single-use token and the e-mail, for a known account other than the demo. */
  async issue(job: ResetRequestJob): Promise<'sent' | 'unknown'> {
    const user = await this.db.query.users.findFirst({ where: eq(users.email, job.email) });
    if (!user || user.demo) return 'unknown';
    const token = randomBytes(32).toString('base64url');
    const [reset] = await this.db
      .insert(passwordResets)
      .values({
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + this.options.tokenTtlSeconds * 1000),
      })
      .returning({ id: passwordResets.id });
    const link = `${job.linkBase}/ResetPassword/${encodeURIComponent(user.email)}?token=${token}`;
    await this.emails.add('password-reset', passwordResetMail(user.email, user.fullname, link), {
      jobId: `password-reset-${reset!.id}`,
    });
    // Without SMTP (the local default) the link is also in the log, so a developer can use it.
    if (this.options.logLinks)
      this.options.log.info({ email: user.email, link }, 'password reset link (no SMTP configured)');
    return 'sent';
  }

  /**
   * Spends the token and sets the password in one transaction; a token works
   * once, and every session of the account ends.
   */
  async reset(raw: unknown) {
    const input = resetPasswordInput.parse(raw);
    const passwordHash = await hashSecret(input.password);
    const done = await this.db.transaction(async (tx) => {
      // Locked, so two requests with one token cannot both pass.
      const [valid] = await tx
        .select({ userId: passwordResets.userId })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(
          and(
            eq(passwordResets.tokenHash, sha256(input.token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
            eq(users.email, input.email),
            eq(users.demo, false),
          ),
        )
        .for('update', { of: passwordResets });
      if (!valid) return false;
      // This link and any other outstanding one for the account stop working.
      await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.userId, valid.userId), isNull(passwordResets.usedAt)));
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, valid.userId));
      await this.accounts.endSessions(tx, valid.userId);
      return true;
    });
    if (!done) throw badInput(RESET_LINK_INVALID);
    return { success: true, message: 'Password reset successfully!' };
  }
}
