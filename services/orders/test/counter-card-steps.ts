import { randomUUID } from 'node:crypto';
import { placeReader, pressReader, settled } from './card-counter';
import { ask, ORDER_FIELDS } from './counter';
import { dueOf, expectEqual, inParts, totalOf, type Counter, type Step } from './counter-model';

/**
 * The property test's steps of money in parts (ledger-property.test.ts; decisions 0080, 0084): a card on the
 * tablet's sandbox reader, a split's part in cash or by a card elsewhere, and a part given back — each checked
 * against the model.
 */
export function runCard(c: Counter, s: Extract<Step, { do: 'reader' | 'split' | 'giveBack' }>) {
  if (s.do === 'reader') return payOnTheReader(c, s);
  if (s.do === 'split') return payAPart(c, s);
  return giveBackAPart(c, s);
}

const PAY_PART = `mutation($o: ID!, $i: OrderPartInput!, $k: String!, $t: String) {
  payOrderPart(orderId: $o, input: $i, idempotencyKey: $k, terminal: $t) { part { id amountCents } order { ${ORDER_FIELDS} } } }`;

/**
 * A split's part at the counter (decision 0084): cash into the tablet's open drawer or a card taken elsewhere,
 * for an amount or half the total; refused when nothing is owed, when it is more than is owed, when the order
 * was printed as paid by one tender, and in cash on a delivery (its driver collects it).
 */
async function payAPart(c: Counter, s: Extract<Step, { do: 'split' }>) {
  const o = c.order(s.pick);
  if (!o || o.online) return;
  const due = dueOf(o);
  const amount = s.evenly ? Math.min(due, Math.ceil(totalOf(o) / 2)) : s.cents;
  const refused =
    !o.lines.some((l) => !l.voided) ||
    (o.printed && o.tender !== null && !inParts(o)) ||
    due <= 0 ||
    amount > due ||
    (s.method === 'cash' && o.type === 'delivery');
  const split = s.evenly ? { evenlyBy: 2 } : { amountCents: s.cents };
  await c.change(
    o,
    () =>
      ask<{ payOrderPart: { part: { id: string; amountCents: number } } }>(
        PAY_PART,
        { o: o.id, i: { method: s.method, split }, k: randomUUID(), t: c.tablet.proof },
        c.r.t.cashier,
      ),
    refused ? 'refused' : 'ok',
    (d) => {
      expectEqual('the part', d.payOrderPart.part.amountCents, amount);
      o.parts.push({ id: d.payOrderPart.part.id, kind: s.method, left: amount });
      if (s.method === 'cash') o.cashPaid += amount;
      else o.cardPaid += amount;
      o.paidInParts = true;
      o.tender = o.cardPaid > 0 ? 'card' : 'cash';
    },
  );
}

const GIVE_BACK = `mutation($o: ID!, $p: ID!, $a: Int!, $k: String, $t: String) {
  giveBackPart(orderId: $o, partId: $p, amountCents: $a, reason: "property", idempotencyKey: $k, terminal: $t) {
    ${ORDER_FIELDS} } }`;

/**
 * A split's part given back, all or some of it, by the manager (decision 0084): cash out of the drawer, an
 * outside card at once; refused past what is left of the part. The order owes it again.
 */
async function giveBackAPart(c: Counter, s: Extract<Step, { do: 'giveBack' }>) {
  const o = c.order(s.pick);
  const part = o?.parts[s.part % Math.max(1, o.parts.length)];
  if (!o || !part) return;
  const amount = s.all ? Math.max(1, part.left) : s.cents;
  await c.change(
    o,
    () => ask(GIVE_BACK, { o: o.id, p: part.id, a: amount, k: randomUUID(), t: c.tablet.proof }, c.r.t.manager),
    amount > part.left ? 'refused' : 'ok',
    () => {
      part.left -= amount;
      if (part.kind === 'cash') o.cashPaid -= amount;
      else o.cardPaid -= amount;
    },
  );
}

const TAKE_CARD = 'mutation($o: ID!, $t: String!) { takeCardPayment(orderId: $o, terminal: $t) { id amountCents } }';

/**
 * What the order still owes, on the tablet's sandbox reader (decision 0080), with the customer's tip: taken
 * when the order has a live line, was not printed as paid by another tender and still owes something; its
 * money is then the card's, written once Stripe's event is applied.
 */
async function payOnTheReader(c: Counter, s: Extract<Step, { do: 'reader' }>) {
  const o = c.order(s.pick);
  if (!o || o.online) return;
  const { t } = c.r;
  c.reader ??= await placeReader(t, c.tablet, `Reader ${c.tablet.id.slice(0, 8)}`);
  const due = dueOf(o);
  const refused = !o.lines.some((l) => !l.voided) || (o.printed && o.tender !== null && !inParts(o)) || due <= 0;
  await c.change(
    o,
    async () => {
      const taken = await ask<{ takeCardPayment: { id: string; amountCents: number } }>(
        TAKE_CARD,
        { o: o.id, t: c.tablet.proof },
        t.cashier,
      );
      if (taken.error) return taken;
      const part = taken.data!.takeCardPayment;
      expectEqual('the card asked for', part.amountCents, due);
      const tip = String(Math.round((due * s.tipPercent) / 100));
      await pressReader(c.reader!.url, 'tap', { part: part.id, tip });
      expectEqual('the card part', (await settled(part.id, t.cashier)).status, 'succeeded');
      return taken;
    },
    refused ? 'refused' : 'ok',
    () => {
      o.cardPaid += due;
      o.paidInParts = true;
      o.tender = 'card';
    },
  );
}
