import { go } from './address';
import type { Placed } from './rest';

/**
 * Where the customer goes once the order is placed: to pay first when the checkout's answer says where
 * (card payment online: `payment_url`), else straight to the order's status page.
 */
export function afterPlacing(placed: Placed): void {
  if (placed.paymentUrl) window.location.assign(placed.paymentUrl);
  else go(placed.statusUrl);
}
