import { nationalPhone } from '../customers/inputs';
import {
  clientGroup,
  DomainError,
  limitPerWindow,
  waitText,
  type Counter,
  type Throttle,
  type ThrottlePolicy,
} from '@zest/kit';

export interface CheckoutLimitNumbers {
  perClient: number;
  perPhone: number;
  windowSeconds: number;
}

const tooMany = (message: string, waitMs: number, field: string | null) =>
  new DomainError('TOO_MANY_REQUESTS', `${message} Please try again in ${waitText(waitMs)}.`, {
    retryAfter: Math.ceil(waitMs / 1000),
    reason: 'TOO_MANY',
    ...(field ? { field } : {}),
  });

/**
 * A public page anyone can post to (decision 0062): every checkout try counts against the client's
 * address, so one machine cannot flood a kitchen with orders, and every order written counts against
 * its phone number, so one number cannot, from many. Counters live in Redis: every replica sees them.
 */
export class CheckoutLimits {
  private readonly client: ThrottlePolicy;
  private readonly phone: ThrottlePolicy;

  constructor(
    private readonly throttle: Throttle,
    limits: CheckoutLimitNumbers,
  ) {
    const windowMs = limits.windowSeconds * 1000;
    this.client = limitPerWindow(limits.perClient, windowMs);
    this.phone = limitPerWindow(limits.perPhone, windowMs);
  }

  /** Counts a try from this address (an IPv6 client's /64), or refuses it. */
  async tryFrom(clientIp: string): Promise<void> {
    await this.count({ key: `zest:orders:checkout:client:${clientGroup(clientIp)}`, policy: this.client }, (waitMs) =>
      tooMany('Too many orders from this connection.', waitMs, null),
    );
  }

  /**
   * Counts an order for this phone at this restaurant, or refuses it. The number is counted as one number
   * however it was typed (issue 47): "1 (217) 555-0177" and "217-555-0177" are the same phone.
   */
  async orderFor(restaurantId: string, phoneNumber: string): Promise<void> {
    await this.count(
      { key: `zest:orders:checkout:phone:${restaurantId}:${nationalPhone(phoneNumber)}`, policy: this.phone },
      (waitMs) => tooMany('Too many orders for this phone number.', waitMs, 'phoneNumber'),
    );
  }

  private async count(counter: Counter, refusal: (waitMs: number) => DomainError): Promise<void> {
    const refused = await this.throttle.attempt([counter]);
    if (refused) throw refusal(refused.waitMs);
  }
}
