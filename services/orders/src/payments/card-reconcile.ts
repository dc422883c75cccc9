import { formatDollars } from '@zest/kit';

/**
 * The day's card money against Stripe's (docs/decisions/0082-card-payments-reconciled-with-stripe.md). Pure: the
 * books' side is worked out from the day's ledger entries and the payments they were taken with, Stripe's from
 * its charges and refunds of the day; the two are matched by PaymentIntent, and every difference is said in words.
 */

/** A charge that succeeded on the restaurant's account, as Stripe lists it. */
export interface StripeCharge {
  id: string;
  paymentIntent: string | null;
  /** What the card paid, the tip included. */
  amountCents: number;
  /** The tip within it, where Stripe gives it (`amount_details.tip`); null when it says nothing. */
  tipCents: number | null;
  /** The metadata the POS put on the PaymentIntent: its card part, or its online payment. */
  partId: string | null;
  paymentId: string | null;
}

/** Money Stripe gave back on a charge. */
export interface StripeRefund {
  id: string;
  charge: string | null;
  paymentIntent: string | null;
  amountCents: number;
}

/** What Stripe has for a restaurant's business day (its UTC range). */
export interface StripeDay {
  charges: StripeCharge[];
  refunds: StripeRefund[];
}

/** A ledger entry of the day that moved card money (tenders by card or online, tips). */
export interface CardEntry {
  orderId: string;
  orderNumber: number | null;
  kind: string;
  tender: string | null;
  amountCents: number;
}

/** A part of an order paid through Stripe (a reader, the door) that succeeded. */
export interface StripePart {
  orderId: string;
  paymentIntent: string;
  amountCents: number;
  tipCents: number;
}

/** An online payment Stripe took (paid, or refunded since). */
export interface StripeOnline {
  id: string;
  paymentIntent: string;
}

/** The books' card money of one PaymentIntent on the day. */
export interface PosIntent {
  paymentIntent: string;
  orderNumber: number | null;
  online: boolean;
  paidCents: number;
  tipCents: number;
  /** Given back on the day, tips included (positive). */
  refundedCents: number;
}

/** A card taken on a machine Zest POS does not drive (the old "card" word at Print, no part). */
export interface OutsideCard {
  orderNumber: number | null;
  cents: number;
}

export interface PosCardDay {
  intents: PosIntent[];
  outside: OutsideCard[];
}

const PAYMENT_LIKE = new Set(['payment', 'payment_change', 'tender_correction']);

/**
 * The books' card money of a day, by PaymentIntent: each card or online tender entry and each tip is put on the
 * payment it was taken with (an online order's payment; a paid-in-parts order's part of that amount, else its
 * first). A card entry of an order with no such payment was taken outside Zest POS.
 */
export function posCardDay(entries: CardEntry[], parts: StripePart[], online: StripeOnline[]): PosCardDay {
  const intents = new Map<string, PosIntent>();
  const outside = new Map<string, OutsideCard>();
  const onlineOf = new Map(online.map((o) => [o.id, o.paymentIntent]));
  const partsOf = new Map<string, StripePart[]>();
  for (const p of parts) partsOf.set(p.orderId, [...(partsOf.get(p.orderId) ?? []), p]);
  const paidTaken = new Set<string>();
  const tipTaken = new Set<string>();

  const intent = (pi: string, e: CardEntry, isOnline: boolean) => {
    const found = intents.get(pi) ?? {
      paymentIntent: pi,
      orderNumber: e.orderNumber,
      online: isOnline,
      paidCents: 0,
      tipCents: 0,
      refundedCents: 0,
    };
    found.orderNumber ??= e.orderNumber;
    intents.set(pi, found);
    return found;
  };
  /** The part an entry of this amount was taken with: the one of that amount not used yet, else the first. */
  const partFor = (list: StripePart[], cents: number, of: (p: StripePart) => number, used: Set<string>) => {
    const part = list.find((p) => !used.has(p.paymentIntent) && of(p) === cents) ?? list[0]!;
    used.add(part.paymentIntent);
    return part;
  };

  for (const e of entries) {
    const isTip = e.kind === 'tip' || e.kind === 'tip_refund';
    if (e.tender === 'online' && !isTip) {
      const pi = onlineOf.get(e.orderId);
      if (pi) {
        const it = intent(pi, e, true);
        if (e.amountCents >= 0 && PAYMENT_LIKE.has(e.kind)) it.paidCents += e.amountCents;
        else it.refundedCents -= e.amountCents;
        continue;
      }
    }
    const list = partsOf.get(e.orderId);
    if (!list?.length) {
      const key = e.orderId;
      const o = outside.get(key) ?? { orderNumber: e.orderNumber, cents: 0 };
      o.cents += e.amountCents;
      outside.set(key, o);
      continue;
    }
    if (e.kind === 'tip') {
      intent(partFor(list, e.amountCents, (p) => p.tipCents, tipTaken).paymentIntent, e, false).tipCents +=
        e.amountCents;
    } else if (e.kind === 'payment') {
      intent(partFor(list, e.amountCents, (p) => p.amountCents, paidTaken).paymentIntent, e, false).paidCents +=
        e.amountCents;
    } else if (e.amountCents > 0) {
      intent(list[0]!.paymentIntent, e, false).paidCents += e.amountCents;
    } else {
      // Money given back: on the part it fits (a part refunded alone), else the order's first.
      const back = -e.amountCents;
      const part = list.find((p) => p.amountCents + p.tipCents >= back) ?? list[0]!;
      intent(part.paymentIntent, e, false).refundedCents += back;
    }
  }
  return { intents: [...intents.values()], outside: [...outside.values()].filter((o) => o.cents !== 0) };
}

export interface CardCheck {
  matched: boolean;
  /** What Stripe took less what it gave back. */
  stripeCents: number;
  /** What the books took through Stripe (tips included) less what they gave back. */
  posCents: number;
  differences: string[];
  /** Cards taken outside Zest POS, in words: never a difference, never silent. */
  outside: string[];
}

const $ = formatDollars;
const orderWords = (i: Pick<PosIntent, 'orderNumber' | 'online'>) =>
  i.orderNumber !== null ? `Order #${i.orderNumber}` : i.online ? 'A payment online' : 'A payment';
const paidWords = (paid: number, tip: number) => (tip ? `${$(paid)} and a ${$(tip)} tip` : $(paid));

/** The books' card money against Stripe's, PaymentIntent by PaymentIntent: matched, or each difference in words. */
export function compareCardDay(pos: PosCardDay, stripe: StripeDay): CardCheck {
  const differences: string[] = [];
  const charges = new Map<string, StripeCharge>();
  const chargeless: StripeCharge[] = [];
  for (const c of stripe.charges) {
    if (!c.paymentIntent) chargeless.push(c);
    else if (charges.has(c.paymentIntent)) {
      // Two charges on one PaymentIntent: Stripe took it twice; the second is a difference of its own.
      differences.push(`Stripe took ${$(c.amountCents)} a second time on ${c.paymentIntent} (${c.id})`);
    } else charges.set(c.paymentIntent, c);
  }
  const piOfCharge = new Map(stripe.charges.map((c) => [c.id, c.paymentIntent]));
  const refunds = new Map<string, number>();
  for (const r of stripe.refunds) {
    const pi = r.paymentIntent ?? (r.charge ? piOfCharge.get(r.charge) : null) ?? r.charge ?? r.id;
    refunds.set(pi, (refunds.get(pi) ?? 0) + r.amountCents);
  }
  const books = new Map(pos.intents.map((i) => [i.paymentIntent, i]));

  for (const c of chargeless) differences.push(`Stripe took ${$(c.amountCents)} (${c.id}) that no order has`);
  for (const [pi, c] of charges) {
    const b = books.get(pi);
    if (!b || b.paidCents + b.tipCents === 0) {
      differences.push(
        b
          ? `${orderWords(b)}: Stripe took ${$(c.amountCents)} (${pi}) on the day, the books count no such payment on it`
          : `Stripe took ${$(c.amountCents)} (${pi}) that no order has`,
      );
      continue;
    }
    const who = orderWords(b);
    if (c.tipCents === null) {
      if (c.amountCents !== b.paidCents + b.tipCents)
        differences.push(
          `${who}: paid ${paidWords(b.paidCents, b.tipCents)} by card (${pi}), Stripe took ${$(c.amountCents)}`,
        );
      continue;
    }
    const paid = c.amountCents - c.tipCents;
    if (paid !== b.paidCents)
      differences.push(`${who}: paid ${$(b.paidCents)} by card (${pi}), Stripe took ${$(paid)} for it`);
    if (c.tipCents !== b.tipCents)
      differences.push(`${who}: a tip of ${$(b.tipCents)} by card (${pi}), Stripe has a tip of ${$(c.tipCents)}`);
  }
  for (const b of pos.intents) {
    if (b.paidCents + b.tipCents > 0 && !charges.has(b.paymentIntent))
      differences.push(
        `${orderWords(b)}: paid ${paidWords(b.paidCents, b.tipCents)} by card, Stripe has no such charge (${b.paymentIntent})`,
      );
  }
  for (const pi of new Set([...refunds.keys(), ...pos.intents.map((i) => i.paymentIntent)])) {
    const given = refunds.get(pi) ?? 0;
    const b = books.get(pi);
    const back = b?.refundedCents ?? 0;
    if (given === back) continue;
    if (!b || back === 0)
      differences.push(
        b
          ? `${orderWords(b)}: Stripe gave back ${$(given)} (${pi}), the books have no such refund`
          : `Stripe gave back ${$(given)} (${pi}) that no order's refund has`,
      );
    else if (given === 0)
      differences.push(`${orderWords(b)}: refunded ${$(back)} to the card, Stripe has no such refund (${pi})`);
    else differences.push(`${orderWords(b)}: refunded ${$(back)} to the card (${pi}), Stripe gave back ${$(given)}`);
  }

  const stripeCents =
    stripe.charges.reduce((s, c) => s + c.amountCents, 0) - stripe.refunds.reduce((s, r) => s + r.amountCents, 0);
  const posCents = pos.intents.reduce((s, i) => s + i.paidCents + i.tipCents - i.refundedCents, 0);
  const outside = pos.outside.map(
    (o) =>
      `${o.orderNumber !== null ? `Order #${o.orderNumber}` : 'A payment'}: ${$(o.cents)} by card taken outside Zest POS`,
  );
  return { matched: differences.length === 0, stripeCents, posCents, differences, outside };
}
