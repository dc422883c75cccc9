import { orderDiscounts, orderTotals } from '@zest/pricing';
import fc from 'fast-check';
import type { Tenant } from '../../../tools/test/tenants';
import type { CounterOrder, Said } from './counter';
import type { Tablet } from './tablets';

/**
 * A model of the counter for the ledger's property test (ledger-property.test.ts): the random steps of a
 * day, and what the model, worked out apart from the server with the price rules alone, says each answer
 * must be: an order's total from its lines and discounts, and what the drawer should hold. The steps
 * themselves, as the terminal sends them: counter-steps.ts.
 */

const TYPES = ['togo', 'pickup', 'delivery'] as const;
export type OrderType = (typeof TYPES)[number];
export type Method = 'cash' | 'card' | 'door';

export type Step =
  | { do: 'ring'; type: OrderType; prices: number[] }
  | { do: 'place'; type: OrderType; prices: number[]; tender: Method | null }
  | { do: 'add'; pick: number; price: number; only?: ModelOrder }
  | { do: 'voidLine'; pick: number; line: number }
  | { do: 'discount'; pick: number; which: 'staff' | 'coupon' | 'choice'; percent: number }
  | { do: 'undiscount'; pick: number }
  | { do: 'print'; pick: number; tender: Method | null; extraCash: number | null }
  | { do: 'correct'; pick: number; to: Method }
  | { do: 'type'; pick: number; type: OrderType }
  | { do: 'void'; pick: number }
  | { do: 'move'; kind: 'paid_in' | 'paid_out' | 'drop'; cents: number }
  | { do: 'closeDrawer'; off: number }
  | { do: 'openDrawer'; cents: number }
  | { do: 'closeDay' }
  | { do: 'online'; payment: 'pickup' | 'door' }
  | { do: 'accept'; pick: number }
  | { do: 'reject'; pick: number }
  | { do: 'reader'; pick: number; tipPercent: number }
  | { do: 'split'; pick: number; method: 'cash' | 'card'; cents: number; evenly: boolean }
  | { do: 'giveBack'; pick: number; part: number; cents: number; all: boolean };

const money = fc.integer({ min: 1, max: 4_000 });
const pick = fc.nat({ max: 9 });
export const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      do: fc.constant('ring' as const),
      type: fc.constantFrom(...TYPES),
      prices: fc.array(money, { minLength: 1, maxLength: 3 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      do: fc.constant('place' as const),
      type: fc.constantFrom(...TYPES),
      prices: fc.array(money, { minLength: 1, maxLength: 3 }),
      tender: fc.constantFrom<Method | null>('cash', 'card', 'door', null),
    }),
  },
  { weight: 3, arbitrary: fc.record({ do: fc.constant('add' as const), pick, price: money }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('voidLine' as const), pick, line: fc.nat({ max: 4 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      do: fc.constant('discount' as const),
      pick,
      which: fc.constantFrom('staff' as const, 'coupon' as const, 'choice' as const),
      percent: fc.integer({ min: 1, max: 100 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('undiscount' as const), pick }) },
  {
    weight: 4,
    arbitrary: fc.record({
      do: fc.constant('print' as const),
      pick,
      tender: fc.constantFrom<Method | null>('cash', 'cash', 'card', 'door', null),
      extraCash: fc.option(fc.nat({ max: 2_000 })),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      do: fc.constant('correct' as const),
      pick,
      to: fc.constantFrom<Method>('cash', 'card', 'door'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('type' as const), pick, type: fc.constantFrom(...TYPES) }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('void' as const), pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      do: fc.constant('move' as const),
      kind: fc.constantFrom('paid_in' as const, 'paid_out' as const, 'drop' as const),
      cents: fc.integer({ min: 1, max: 15_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ do: fc.constant('closeDrawer' as const), off: fc.integer({ min: -300, max: 300 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ do: fc.constant('openDrawer' as const), cents: fc.integer({ min: 0, max: 20_000 }) }),
  },
  { weight: 1, arbitrary: fc.constant({ do: 'closeDay' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      do: fc.constant('online' as const),
      payment: fc.constantFrom('pickup' as const, 'door' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('accept' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('reject' as const), pick }) },
  {
    weight: 2,
    arbitrary: fc.record({ do: fc.constant('reader' as const), pick, tipPercent: fc.constantFrom(0, 15, 18, 20) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      do: fc.constant('split' as const),
      pick,
      method: fc.constantFrom('cash' as const, 'card' as const),
      cents: money,
      evenly: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      do: fc.constant('giveBack' as const),
      pick,
      part: fc.nat({ max: 3 }),
      cents: money,
      all: fc.boolean(),
    }),
  },
);

// ---- the model: what the counter should show, worked out apart from the server ----

export interface ModelOrder {
  id: string;
  type: OrderType;
  online: 'received' | 'accepted' | null;
  lines: { id: string; priceCents: number; voided: boolean }[];
  discounts: { id: string; kind: 'percent' | 'amount'; value: number; capCents: number | null }[];
  printed: boolean;
  tender: Method | null;
  /** Paid on the card reader or by a split's card part (decisions 0080, 0084): its money is its parts', never a print's. */
  cardPaid: number;
  /** A split's cash parts (decision 0084): in the drawer until given back or the order is voided. */
  cashPaid: number;
  /** Paid in parts once (a reader's, a split's): its money is its parts' from then on, whatever is given back. */
  paidInParts: boolean;
  /** A split's cash and outside-card parts, with what is left of each to give back. */
  parts: { id: string; kind: 'cash' | 'card'; left: number }[];
  voided: boolean;
  deleted: boolean;
}

export interface Restaurant {
  t: Tenant;
  zone: string;
  list: { staff: string; coupon: string; choice: string };
  slug: string;
  calzone: string;
  calzoneCents: number;
  closedToday: boolean;
  runs: number;
}

export const TAX = 8.875;
export const DELIVERY = 350;

export function totalOf(o: ModelOrder): number {
  const d = orderDiscounts(
    o.lines,
    o.discounts.map((x) => ({ id: x.id, lineId: null, kind: x.kind, value: x.value, capCents: x.capCents })),
  );
  return orderTotals({
    subtotalCents: d.subtotalCents,
    orderType: o.type,
    deliveryRateCents: DELIVERY,
    taxPercentage: TAX,
  }).totalCents;
}
export const counts = (o: ModelOrder) => !o.voided && !o.deleted && o.lines.some((l) => !l.voided);
/** Paid in parts (decisions 0080, 0084): its money is its parts'. */
export const inParts = (o: ModelOrder) => o.paidInParts;
/** What a paid-in-parts order still owes. */
export const dueOf = (o: ModelOrder) => totalOf(o) - o.cardPaid - o.cashPaid;
/**
 * The cash this order holds in the drawer it paid into: its total once printed and paid in cash; a split's cash
 * parts until it is voided (given back then).
 */
export const cashHeld = (o: ModelOrder) =>
  inParts(o)
    ? o.voided || o.deleted
      ? 0
      : o.cashPaid
    : o.printed && o.tender === 'cash' && counts(o)
      ? totalOf(o)
      : 0;

export class Counter {
  orders: ModelOrder[] = [];
  /** How each online order is paid: at pickup, or at the door. */
  payments = new Map<string, 'pickup' | 'door'>();
  drawer: { id: string; expectedCents: number; tablet: Tablet } | null = null;
  /** The sandbox reader by this run's tablet, placed at its first card step. */
  reader: { url: string } | null = null;
  constructor(
    readonly r: Restaurant,
    readonly tablet: Tablet,
  ) {}

  order(pickN: number, alive = true): ModelOrder | null {
    const list = this.orders.filter((o) => !o.deleted && (!alive || !o.voided));
    return list.length ? list[pickN % list.length]! : null;
  }

  /**
   * A change of one order, as the model expects it to be taken or refused; the cash it moves goes into
   * the open drawer (else no drawer counts it). The server's answer must show the model's total and tender.
   */
  async change<T>(o: ModelOrder, apply: () => Promise<Said<T>>, expect: 'ok' | 'refused', after: (data: T) => void) {
    const before = cashHeld(o);
    const said = await apply();
    if (expect === 'ok' && said.error) throw new Error(`refused: ${said.error.code} ${said.error.message}`);
    if (expect === 'refused' && !said.error) throw new Error('the server took a change it should have refused');
    if (said.error) return said;
    after(said.data!);
    if (this.drawer) this.drawer.expectedCents += cashHeld(o) - before;
    const answered = firstOrder(said.data);
    if (answered) {
      expectEqual(`#${answered.orderNumber} total`, answered.totalCents, totalOf(o));
      expectEqual(`#${answered.orderNumber} tender`, answered.tender, o.tender);
    }
    return said;
  }
}

function firstOrder(data: unknown): CounterOrder | null {
  if (!data || typeof data !== 'object') return null;
  for (const v of Object.values(data as Record<string, unknown>)) {
    if (v && typeof v === 'object' && 'totalCents' in v) return v as CounterOrder;
    if (v && typeof v === 'object' && 'order' in v) return (v as { order: CounterOrder }).order;
  }
  return null;
}

export function expectEqual(what: string, actual: unknown, expected: unknown) {
  if (actual !== expected) throw new Error(`${what}: the server says ${String(actual)}, the model ${String(expected)}`);
}
