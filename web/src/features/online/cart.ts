import { choiceParts, partsText, soldOutOf, unitPrice, type LineChoice } from '../../ui/format/menuPricing';
import { restLine, type OnlinePage } from './restShapes';

/**
 * The customer's cart on the ordering page: what they chose, by menu ids, kept in the browser per
 * restaurant so a reload (or a phone locking) loses nothing. Prices are never kept: every line is
 * priced again from the menu as it is now, by the server's own rules (@zest/pricing), and the server
 * prices it once more at checkout.
 */

export type { OnlinePage };
export type OnlineMenu = OnlinePage['menu'];

export interface CartLine {
  /** The line's own id in the cart (to change or remove it). */
  key: string;
  choice: LineChoice;
  quantity: number;
  notes: string;
}

export interface PricedCartLine extends CartLine {
  name: string;
  unitPriceCents: number;
  priceCents: number;
  /** Why it cannot be ordered now ("Mushrooms is sold out.", no longer on the menu); null when it can. */
  problem: string | null;
}

export const GONE_FROM_MENU = 'This item is no longer on the menu: remove it from your cart.';
export const MAX_QUANTITY = 20;

export function priceCart(menu: OnlineMenu, lines: readonly CartLine[], halves: OnlinePage['halfToppingPricing']) {
  const priced: PricedCartLine[] = lines.map((line) => {
    const parts = choiceParts(menu, line.choice, halves);
    if (!parts) return { ...line, name: 'An item', unitPriceCents: 0, priceCents: 0, problem: GONE_FROM_MENU };
    const unit = unitPrice(parts);
    return {
      ...line,
      name: partsText(parts),
      unitPriceCents: unit,
      priceCents: unit * line.quantity,
      problem: soldOutOf(menu, line.choice),
    };
  });
  return {
    lines: priced,
    subtotalCents: priced.reduce((sum, l) => sum + l.priceCents, 0),
    count: priced.reduce((sum, l) => sum + l.quantity, 0),
    orderable: priced.length > 0 && priced.every((l) => !l.problem),
  };
}

/** The cart as the server's checkout takes it (POST /api/online/{slug}/orders). */
export const checkoutLines = (lines: readonly CartLine[]) =>
  lines.map((line) => restLine(line.choice, line.quantity, line.notes));

const storageKey = (slug: string) => `zest.cart.${slug}`;
export const cartText = (lines: readonly CartLine[]) => JSON.stringify(lines);

/** What was kept for this restaurant. */
export function loadCart(slug: string): CartLine[] {
  try {
    return parseCart(window.localStorage.getItem(storageKey(slug)));
  } catch {
    return [];
  }
}

/** A kept cart read back; anything unreadable is an empty cart, never an error. */
export function parseCart(text: string | null): CartLine[] {
  try {
    const kept: unknown = JSON.parse(text ?? '[]');
    if (!Array.isArray(kept)) return [];
    return kept.filter(
      (line): line is CartLine =>
        !!line &&
        typeof line.key === 'string' &&
        typeof line.quantity === 'number' &&
        line.quantity >= 1 &&
        line.quantity <= MAX_QUANTITY &&
        typeof line.notes === 'string' &&
        !!line.choice &&
        ['product', 'special', 'side'].includes(line.choice.kind),
    );
  } catch {
    return [];
  }
}

export function saveCart(slug: string, lines: readonly CartLine[]): void {
  try {
    if (lines.length) window.localStorage.setItem(storageKey(slug), cartText(lines));
    else window.localStorage.removeItem(storageKey(slug));
  } catch {
    // Private browsing with no storage: the cart lives as long as the page.
  }
}

/** A line added to the cart, or merged into the same choice already there (quantities add, up to the most). */
export function addToCart(lines: readonly CartLine[], added: Omit<CartLine, 'key'>, key: string): CartLine[] {
  const same = lines.find((l) => l.notes === added.notes && JSON.stringify(l.choice) === JSON.stringify(added.choice));
  if (!same) return [...lines, { ...added, key }];
  return lines.map((l) => (l === same ? { ...l, quantity: Math.min(MAX_QUANTITY, l.quantity + added.quantity) } : l));
}

export function setQuantity(lines: readonly CartLine[], key: string, quantity: number): CartLine[] {
  if (quantity < 1) return lines.filter((l) => l.key !== key);
  return lines.map((l) => (l.key === key ? { ...l, quantity: Math.min(MAX_QUANTITY, quantity) } : l));
}

/** The cart waits while its card payment is made: left unpaid, the customer comes back to it. */
const PAYING_KEY = (slug: string) => `zest.online.paying.${slug}`;

export function payingWithCart(slug: string, statusKey: string): void {
  try {
    sessionStorage.setItem(PAYING_KEY(slug), statusKey);
  } catch {
    // Storage refused (private mode): the cart is then emptied by hand.
  }
}

/** The order behind the cart is written (paid): the cart is done with. */
export function paidCartDone(slug: string, statusKey: string): void {
  try {
    if (sessionStorage.getItem(PAYING_KEY(slug)) !== statusKey) return;
    sessionStorage.removeItem(PAYING_KEY(slug));
    saveCart(slug, []);
  } catch {
    // As above.
  }
}
