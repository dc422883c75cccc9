import { badInput, DomainError, type PricedMenu } from '@zest/kit';
import * as rules from '@zest/pricing';

/**
 * The server's side of the price rules: the rules themselves are @zest/pricing
 * (the same code the terminal previews with); here a choice the menu copy
 * cannot price becomes the answer a caller acts on.
 */

export {
  orderTotals,
  type HalfPricing,
  type LinePart,
  type LineSelection,
  type PricedLine,
  type Placement,
  type ToppingChoice,
  type ToppingLevel,
} from '@zest/pricing';

/** 409 with a reason the terminal acts on: reload the menu, the line named something it no longer has. */
export const notOnMenu = () => new DomainError('CONFLICT', rules.NOT_ON_MENU, { reason: 'MENU_CHANGED' });

/** One version of a restaurant's menu copy, indexed once per version. */
export class MenuIndex extends rules.MenuIndex<PricedMenu> {
  constructor(
    menu: PricedMenu,
    readonly version: number,
  ) {
    super(menu);
  }
}

/** A line priced from the menu copy; what it cannot price is 409 MENU_CHANGED or a 400 that says why. */
export function priceLine(
  menu: MenuIndex,
  selection: rules.LineSelection,
  quantity: number,
  halves: rules.HalfPricing,
): rules.PricedLine {
  try {
    return rules.priceLine(menu, selection, quantity, halves);
  } catch (error) {
    if (!(error instanceof rules.PricingProblem)) throw error;
    throw error.reason === 'not-on-menu' ? notOnMenu() : badInput(error.message);
  }
}

/**
 * 409 SOLD_OUT naming what ran out (docs/decisions/0061-sold-out.md): the screen reads the menu again
 * and shows it greyed; nothing of the order is written.
 */
export function refuseSoldOut(menu: MenuIndex, selection: rules.LineSelection, nowMs = Date.now()): void {
  const name = rules.soldOutIn(menu, selection, nowMs);
  if (name) throw new DomainError('CONFLICT', rules.soldOutMessage(name), { reason: 'SOLD_OUT' });
}

/** The most one order may come to: well past any restaurant's order, and inside what its columns hold. */
export const ORDER_TOTAL_MAX_CENTS = 99_999_999;
export const ORDER_TOO_LARGE = 'An order cannot come to more than $999,999.99: split it into several orders.';

/** A 400 before anything is written when a line would take the order past its most. */
export function requireOrderTotal(totalCents: number): void {
  if (totalCents > ORDER_TOTAL_MAX_CENTS) throw badInput(ORDER_TOO_LARGE);
}
