import { orderDiscounts } from '@zest/pricing';
import { localDate } from '@zest/kit';
import {
  addItem,
  changeType,
  closeDrawer,
  correctTender,
  giveDiscount,
  moveDrawer,
  must,
  newOrder,
  openDrawer,
  placeWhole,
  print,
  removeDiscount,
  voidLine,
  voidOrder,
} from './counter';
import {
  cashHeld,
  counts,
  dueOf,
  expectEqual,
  inParts,
  totalOf,
  type Counter,
  type ModelOrder,
  type Step,
} from './counter-model';
import { runOnline } from './counter-online-steps';
import { runCard } from './counter-card-steps';

/**
 * The steps of the ledger's property test (ledger-property.test.ts): each sent to the server as the
 * terminal sends it, the model (counter-model.ts) saying whether it must be taken or refused and what
 * follows from it.
 */

/** One step, as the terminal sends it, checked against the model. */
export async function run(c: Counter, s: Step) {
  const { t } = c.r;
  const token = t.cashier;
  switch (s.do) {
    case 'ring': {
      const made = await newOrder(t, token, s.type);
      const o: ModelOrder = {
        id: made.id,
        type: s.type,
        online: null,
        lines: [],
        discounts: [],
        printed: false,
        tender: null,
        cardPaid: 0,
        cashPaid: 0,
        paidInParts: false,
        parts: [],
        voided: false,
        deleted: false,
      };
      c.orders.push(o);
      for (const p of s.prices) await run(c, { do: 'add', pick: c.orders.indexOf(o), price: p, only: o });
      return;
    }
    case 'place': {
      // The whole order in one request, printed and paid at this tablet: its entries come from one statement.
      const tender = s.tender && { method: s.tender };
      const said = await placeWhole(t, token, { orderType: s.type, prices: s.prices, tender }, c.tablet);
      if (said.error) throw new Error(`refused: ${said.error.code} ${said.error.message}`);
      const placed = said.data!.placeOrder.order;
      const o: ModelOrder = {
        id: placed.id,
        type: s.type,
        online: null,
        lines: placed.lines.map((l, i) => ({ id: l.id, priceCents: s.prices[i]!, voided: false })),
        discounts: [],
        printed: true,
        tender: s.tender,
        cardPaid: 0,
        cashPaid: 0,
        paidInParts: false,
        parts: [],
        voided: false,
        deleted: false,
      };
      c.orders.push(o);
      if (c.drawer) c.drawer.expectedCents += cashHeld(o);
      expectEqual(`#${placed.orderNumber} total`, placed.totalCents, totalOf(o));
      expectEqual(`#${placed.orderNumber} tender`, placed.tender, o.tender);
      return;
    }
    case 'add': {
      const o = s.only ?? c.order(s.pick);
      if (!o) return;
      await c.change(
        o,
        () => addItem(token, o.id, 'Item', s.price),
        'ok',
        (d) => o.lines.push({ id: d.addOpenItem.line.id, priceCents: s.price, voided: false }),
      );
      return;
    }
    case 'voidLine': {
      const o = c.order(s.pick);
      const live = o?.lines.filter((l) => !l.voided) ?? [];
      if (!o || !live.length) return;
      const line = live[s.line % live.length]!;
      await c.change(
        o,
        () => voidLine(token, line.id, 'Wrong item'),
        'ok',
        () => (line.voided = true),
      );
      return;
    }
    case 'discount': {
      const o = c.order(s.pick);
      if (!o) return;
      const percent = s.which === 'staff' ? 10 : s.percent;
      const rule =
        s.which === 'coupon'
          ? { kind: 'amount' as const, value: 200 }
          : { kind: 'percent' as const, value: percent * 100 };
      const given = [...o.discounts, { id: 'new', ...rule, capCents: null }].map((x) => ({ ...x, lineId: null }));
      const taken = orderDiscounts(o.lines, given).taken.find((x) => x.id === 'new')?.cents ?? 0;
      const input = {
        orderId: o.id,
        discountId: c.r.list[s.which],
        reason: 'property',
        ...(s.which === 'choice' ? { percent } : {}),
      };
      // What it takes when given is its cap: it never grows past it.
      await c.change(
        o,
        () => giveDiscount(token, input),
        taken > 0 && counts(o) ? 'ok' : 'refused',
        (d) => o.discounts.push({ id: d.giveDiscount.discountId, ...rule, capCents: taken }),
      );
      return;
    }
    case 'undiscount': {
      const o = c.order(s.pick);
      const d = o?.discounts[0];
      if (!o || !d) return;
      await c.change(
        o,
        () => removeDiscount(token, d.id),
        'ok',
        () => (o.discounts = o.discounts.slice(1)),
      );
      return;
    }
    case 'print': {
      const o = c.order(s.pick);
      if (!o) return;
      const refused =
        !o.lines.some((l) => !l.voided) ||
        o.online === 'received' ||
        (s.tender !== null && o.printed && o.tender !== null && o.tender !== s.tender) ||
        // Paid in parts: its paper names its tender, or none, and only once nothing is owed.
        (inParts(o) && s.tender !== null && (s.tender !== o.tender || dueOf(o) > 0));
      const cashGivenCents = s.tender === 'cash' && s.extraCash !== null ? totalOf(o) + s.extraCash : null;
      const tender = s.tender && { method: s.tender, cashGivenCents };
      await c.change(
        o,
        () => print(token, o.id, tender, c.tablet),
        refused ? 'refused' : 'ok',
        () => {
          o.printed = true;
          if (s.tender && !o.tender) o.tender = s.tender;
        },
      );
      return;
    }
    case 'correct': {
      const o = c.order(s.pick);
      if (!o) return;
      const refused = !o.printed || !o.tender || o.tender === s.to || inParts(o);
      // A correction taking cash out of a drawer is a manager's: the hub's session makes every one.
      await c.change(
        o,
        () => correctTender(t.manager, o.id, { method: s.to }, 'property', c.tablet),
        refused ? 'refused' : 'ok',
        () => (o.tender = s.to),
      );
      return;
    }
    case 'type': {
      const o = c.order(s.pick);
      if (!o || o.online) return;
      await c.change(
        o,
        () => changeType(token, o.id, s.type, 'property'),
        'ok',
        () => (o.type = s.type),
      );
      return;
    }
    case 'void': {
      const o = c.order(s.pick);
      if (!o || o.online === 'received') return;
      await c.change(
        o,
        () => voidOrder(token, o.id, 'property', c.tablet),
        'ok',
        (d) => {
          // Still being rung up (or empty), it is deleted; else voided. Either way it counts for nothing.
          if (d.deleteOrder.message.startsWith('Order deleted')) o.deleted = true;
          else o.voided = true;
        },
      );
      return;
    }
    case 'move': {
      if (!c.drawer) return;
      const out = s.kind !== 'paid_in';
      const refused = out && s.cents > c.drawer.expectedCents;
      const said = await moveDrawer(token, c.drawer.tablet, c.drawer.id, s.kind, s.cents);
      expectEqual(`a ${s.kind} of ${s.cents} refused`, said.error !== null, refused);
      if (!said.error) c.drawer.expectedCents += out ? -s.cents : s.cents;
      return;
    }
    case 'closeDrawer': {
      if (!c.drawer) return;
      const said = await closeDrawer(token, c.drawer.tablet, c.drawer.id, Math.max(0, c.drawer.expectedCents + s.off));
      if (said.error) throw new Error(said.error.message);
      expectEqual('expected at the close', said.data!.closeDrawer.expectedCents, c.drawer.expectedCents);
      c.drawer = null;
      return;
    }
    case 'openDrawer': {
      if (c.drawer) return;
      const opened = await openDrawer(t, c.tablet, s.cents);
      c.drawer = { id: opened.id, expectedCents: s.cents, tablet: c.tablet };
      return;
    }
    case 'closeDay': {
      // Once a day per restaurant; an online order waiting for the counter would be sold as it stands.
      if (c.r.closedToday) return;
      if (c.drawer) await run(c, { do: 'closeDrawer', off: 0 });
      const today = localDate(new Date(), c.r.zone);
      await must(
        'mutation($r: ID!, $d: String!) { closeDay(restaurantId: $r, day: $d) { closed } }',
        { r: t.restaurantId, d: today },
        t.manager,
      );
      c.r.closedToday = true;
      return;
    }
    case 'online':
    case 'accept':
    case 'reject':
      return runOnline(c, s);
    case 'reader':
    case 'split':
    case 'giveBack':
      return runCard(c, s);
  }
}
