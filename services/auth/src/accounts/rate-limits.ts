import {
  clientGroup,
  limitPerWindow,
  tooManyRequests,
  Throttle,
  waitText,
  type Counter,
  type ThrottlePolicy,
} from '@zest/kit';

/**
 * Sign-in throttling that a stranger cannot turn into a lock-out:
 * - per account and client address together: 5 wrong passwords lock that
 *   pair for 15 minutes (someone guessing from one place);
 * - per client address, any account: 30 failures lock the address for 15
 *   minutes (one place trying many accounts);
 * - per account across all addresses: 20 failures cost nothing, then every
 *   try waits a delay that doubles from 1 s up to a minute — never a lock,
 *   so the owner (or anyone trying the shared demo account) still gets in.
 * Password-reset requests: 5 per client address per 15 minutes.
 * Counters live in Redis, so every replica sees the same numbers.
 */
export interface SignInLimits {
  failuresPerPair: number;
  failuresPerClient: number;
  freeFailuresPerAccount: number;
  resetsPerClient: number;
  windowSeconds: number;
}

export class RateLimits {
  private readonly throttle: Throttle;
  private readonly pair: ThrottlePolicy;
  private readonly client: ThrottlePolicy;
  private readonly account: ThrottlePolicy;
  private readonly resets: ThrottlePolicy;

  constructor(throttle: Throttle, limits: SignInLimits) {
    this.throttle = throttle;
    const windowMs = limits.windowSeconds * 1000;
    this.pair = limitPerWindow(limits.failuresPerPair, windowMs);
    this.client = limitPerWindow(limits.failuresPerClient, windowMs);
    this.account = {
      free: limits.freeFailuresPerAccount,
      baseDelayMs: 1_000,
      maxDelayMs: 60_000,
      lockAfter: 0,
      lockMs: 0,
      windowMs: 4 * windowMs,
    };
    this.resets = limitPerWindow(limits.resetsPerClient, windowMs);
  }

  private signInCounters(email: string, address: string): Counter[] {
    const ip = clientGroup(address);
    return [
      { key: `zest:auth:signin:pair:${email}:${ip}`, policy: this.pair },
      { key: `zest:auth:signin:client:${ip}`, policy: this.client },
      { key: `zest:auth:signin:account:${email}`, policy: this.account },
    ];
  }

  /** Counts one sign-in try before the password is checked, or refuses it. */
  async attemptSignIn(email: string, ip: string): Promise<void> {
    const refusal = await this.throttle.attempt(this.signInCounters(email, ip));
    if (refusal) {
      throw tooManyRequests(
        `Too many failed sign-in attempts. Please try again in ${waitText(refusal.waitMs)}.`,
        Math.ceil(refusal.waitMs / 1000),
      );
    }
  }

  /** The password was right: only its owner could do this, so the account's counters go. */
  async signedIn(email: string, ip: string): Promise<void> {
    const [pair, client, account] = this.signInCounters(email, ip);
    await this.throttle.clear([pair!.key, account!.key]);
    await this.throttle.giveBack([client!.key]);
  }

  async consumePasswordReset(ip: string): Promise<void> {
    const refusal = await this.throttle.attempt([
      { key: `zest:auth:reset:client:${clientGroup(ip)}`, policy: this.resets },
    ]);
    if (refusal) {
      throw tooManyRequests(
        `Too many password reset requests. Please try again in ${waitText(refusal.waitMs)}.`,
        Math.ceil(refusal.waitMs / 1000),
      );
    }
  }
}
