import {
  auditResolvers,
  conflict,
  consoleResolvers,
  fieldsOf,
  guarded,
  guardedReference,
  rootField,
  type AuditTrail,
  type ServiceConsole,
} from '@zest/kit';
import type { AddressSuggestions } from '../address/suggestions';
import type { BooksService } from '../books/books';
import type { CustomersService } from '../customers/customers.service';
import type { DiscountListService } from '../discounts/discount-list.service';
import type { DiscountsService } from '../discounts/discounts.service';
import type { DrawersService } from '../drawers/drawers.service';
import type { KitchenService } from '../kitchen/kitchen.service';
import type { Resolvers } from '../generated/graphql';
import type { LinesService } from '../lines/lines.service';
import type { OrderReads } from '../orders/order-reads';
import type { OrdersService } from '../orders/orders.service';
import type { HandoverService } from '../handover/handover.service';
import type { PlaceOrderService } from '../orders/place-order';
import type { OrderSettingsService } from '../settings/settings.service';
import type { Terminals } from '../terminals/terminals.service';
import type { BusinessDaysService, PayPeriodRef } from '../days/days.service';
import type { LabourDayRef, RevenueService } from '../revenue/revenue.service';
import type { OnlineCheckout } from '../online/checkout';
import type { OnlineOrdersService } from '../online/online-orders';
import type { OnlinePages } from '../online/online-page';
import type { OnlineSettingsService } from '../online/online-settings';
import type { StripeOnboarding } from '../payments/onboarding';
import type { CardPayments } from '../payments/card-payments';
import type { CardRefunds } from '../payments/card-refunds';
import type { DoorPayments } from '../payments/door-payments';
import type { CardReaders } from '../payments/card-readers';
import type { CardChecks } from '../payments/card-checks';
import type { SplitPayments } from '../payments/split-payments';
import type { PartGiveBacks } from '../payments/part-give-back';

export interface OrdersServices {
  orders: OrdersService;
  reads: OrderReads;
  lines: LinesService;
  place: PlaceOrderService;
  customers: CustomersService;
  addresses: AddressSuggestions;
  revenue: RevenueService;
  settings: OrderSettingsService;
  terminals: Terminals;
  days: BusinessDaysService;
  discounts: DiscountsService;
  discountList: DiscountListService;
  drawers: DrawersService;
  kitchen: KitchenService;
  handover: HandoverService;
  audit: AuditTrail;
  books: BooksService;
  operatorConsole: ServiceConsole;
  /** The counter's card readers; null when this server takes no card payments. */
  cards: CardPayments | null;
  cardRefunds: CardRefunds | null;
  /** Deliveries paid at the door by QR; null when this server takes no card payments. */
  doors: DoorPayments | null;
  /** The day's card money against Stripe's; null when this server takes no card payments. */
  cardChecks: CardChecks | null;
  online: {
    settings: OnlineSettingsService;
    pages: OnlinePages;
    checkout: OnlineCheckout;
    orders: OnlineOrdersService;
    onboarding: StripeOnboarding;
  };
  readers: CardReaders;
  /** Split payments at the counter: cash parts and cards taken outside Zest POS. */
  split: SplitPayments;
  /** A part of an order's payment given back, whole or some of it. */
  giveBacks: PartGiveBacks;
}

const NO_CARDS = 'This server takes no card payments: set the Stripe keys (or STRIPE_SANDBOX=true locally).';

/** The card payments (a reader's, or the door's), or a clear refusal on a server that takes none. */
function cardsOf(s: OrdersServices): CardPayments;
function cardsOf(s: OrdersServices, door: 'door'): DoorPayments;
function cardsOf(s: OrdersServices, door?: 'door'): CardPayments | DoorPayments {
  const found = door ? s.doors : s.cards;
  if (!found) throw conflict(NO_CARDS);
  return found;
}

/** Thin: each resolver declares its permission (kit/access/access.ts) and hands the context and input to the domain. */
export function createResolvers(s: OrdersServices): Resolvers {
  const read = fieldsOf('order.read');
  const take = fieldsOf('order.take');
  const operator = consoleResolvers('orders', s.operatorConsole);
  return {
    Query: {
      customerByPhone: take((a, ctx) => s.customers.byPhone(ctx, a.restaurantId, a.phone)),
      customer: read((a, ctx) => s.customers.get(ctx, a.id)),
      order: read((a, ctx) => s.reads.get(ctx, a.id)),
      orders: read((a, ctx) => s.reads.history(ctx, a.restaurantId, a.filter, a.first, a.before)),
      orderSettings: read((a, ctx) => s.settings.settings(ctx, a.restaurantId)),
      onlineSettings: read((a, ctx) => s.online.settings.settings(ctx, a.restaurantId)),
      onlineOrders: read((a, ctx) => s.online.orders.list(ctx, a.restaurantId)),
      cardReaders: rootField('order.settings', (a, ctx) => s.readers.list(ctx, a.restaurantId)),
      terminalCardReader: read((a, ctx) => s.readers.atTerminal(ctx, a.restaurantId, a.terminal)),
      tablets: rootField('order.settings', (a, ctx) => s.terminals.list(ctx, a.restaurantId)),
      onlinePage: rootField('public', (a) => s.online.pages.page(a.slug)),
      onlineAddress: rootField('public', (a) => s.online.settings.currentAddress(a.slug)),
      onlineTracking: rootField('public', (a) => s.online.pages.tracking(a.slug, a.key)),
      discounts: read((a, ctx) => s.discountList.list(ctx, a.restaurantId)),
      addressSuggestions: rootField('address.suggest', (a, ctx) => s.addresses.suggest(ctx, a.query)),
      revenue: rootField('revenue.read', (a, ctx) => s.revenue.report(ctx, a.restaurantId, a.period, a.year)),
      orderStream: rootField('live.follow', (a, ctx) => s.orders.stream(ctx, a.restaurantId)),
      kitchenBoard: rootField('kitchen.read', (a, ctx) => s.kitchen.board(ctx, a.restaurantId)),
      kitchenTicket: rootField('kitchen.read', (a, ctx) => s.kitchen.ticket(ctx, a.restaurantId, a.orderId)),
      kitchenSettings: rootField('kitchen.read', (a, ctx) => s.kitchen.settings(ctx, a.restaurantId)),
      offlinePapers: rootField('audit.read', (a, ctx) => s.terminals.papers(ctx, a.restaurantId)),
      businessDays: rootField('revenue.read', (a, ctx) => s.days.list(ctx, a.restaurantId, a.first)),
      zReport: rootField('revenue.read', (a, ctx) => s.days.report(ctx, a.restaurantId, a.day)),
      tipsReport: rootField('revenue.read', (a, ctx) => s.days.tips(ctx, a.restaurantId, a.from, a.to)),
      terminalDrawer: rootField('drawer.use', (a, ctx) => s.drawers.atTerminal(ctx, a.terminalId)),
      drawers: rootField('drawer.read', (a, ctx) => s.drawers.day(ctx, a.restaurantId, a.day)),
      ...auditResolvers('orders', s.audit),
      books: rootField('console.read', (a, ctx) => s.books.day(ctx, a.restaurantId, a.day)),
      cardPayment: take((a, ctx) => cardsOf(s).read(ctx, a.id)),
      doorPayment: rootField('drivers.out', (a, ctx) => cardsOf(s, 'door').read(ctx, a.id)),
    },
    Mutation: {
      createCustomer: take((a, ctx) => s.customers.create(ctx, a.input)),
      updateCustomer: take((a, ctx) => s.customers.update(ctx, a.id, a.input)),
      createOrder: take((a, ctx) => s.orders.create(ctx, a.input, a.idempotencyKey)),
      placeOrder: take((a, ctx) => s.place.place(ctx, a.input, a.idempotencyKey)),
      updateOrder: take((a, ctx) => s.orders.update(ctx, a.id, a.input, a.reason)),
      recomputeOrderTotals: take((a, ctx) => s.orders.recompute(ctx, a.id)),
      addOrderLine: take((a, ctx) => s.lines.add(ctx, a.input, a.idempotencyKey)),
      addOpenItem: take((a, ctx) => s.lines.addOpen(ctx, a.input, a.idempotencyKey)),
      removeOrderLine: take((a, ctx) => s.lines.remove(ctx, a.id, a.reason)),
      giveDiscount: rootField('order.discount', (a, ctx) => s.discounts.give(ctx, a.input, a.idempotencyKey)),
      removeDiscount: take((a, ctx) => s.discounts.remove(ctx, a.id)),
      saveDiscount: rootField('order.settings', (a, ctx) => s.discountList.save(ctx, a.restaurantId, a.input)),
      printOrder: take((a, ctx) => s.orders.print(ctx, a.id, a.tender, a.idempotencyKey, a.terminal)),
      correctTender: rootField('order.tender', (a, ctx) =>
        s.orders.correctTender(ctx, a.id, a.tender, a.reason, a.idempotencyKey, a.terminal),
      ),
      markPickedUp: rootField('order.take', (a, ctx) => s.handover.pickedUp(ctx, a.id)),
      terminalTag: take((a, ctx) => s.terminals.tag(ctx, a.restaurantId)),
      registerTerminal: take((a, ctx) => s.terminals.register(ctx, a.restaurantId)),
      terminalSeen: take((a, ctx) => s.terminals.seen(ctx, a.input)),
      markLineDone: rootField('kitchen.bump', (a, ctx) => s.kitchen.markLineDone(ctx, a.id, a.done)),
      markOrderReady: rootField('kitchen.bump', (a, ctx) => s.kitchen.markReady(ctx, a.id)),
      recallOrder: rootField('kitchen.bump', (a, ctx) => s.kitchen.recall(ctx, a.id)),
      clearOldTickets: rootField('kitchen.bump', (a, ctx) => s.kitchen.clearOldTickets(ctx, a.restaurantId)),
      updateKitchenSettings: rootField('order.settings', (a, ctx) =>
        s.kitchen.updateSettings(ctx, a.restaurantId, a.input),
      ),
      deleteOrder: rootField('order.delete', (a, ctx) => s.orders.remove(ctx, a.id, a.reason, a.terminal)),
      openDrawer: rootField('drawer.use', (a, ctx) => s.drawers.open(ctx, a.input, a.idempotencyKey)),
      moveDrawer: rootField('drawer.use', (a, ctx) => s.drawers.move(ctx, a.input, a.idempotencyKey)),
      closeDrawer: rootField('drawer.use', (a, ctx) => s.drawers.close(ctx, a.input, a.idempotencyKey)),
      setHalfToppingPricing: rootField('order.settings', (a, ctx) =>
        s.settings.setHalfToppingPricing(ctx, a.restaurantId, a.pricing),
      ),
      updateOrderSettings: rootField('order.settings', (a, ctx) => s.settings.update(ctx, a.restaurantId, a.input)),
      updateOnlineSettings: rootField('order.settings', (a, ctx) =>
        s.online.settings.update(ctx, a.restaurantId, a.input),
      ),
      connectStripe: rootField('order.settings', (a, ctx) => s.online.onboarding.start(ctx, a.restaurantId)),
      registerCardReader: rootField('order.settings', (a, ctx) => s.readers.register(ctx, a.restaurantId, a.input)),
      placeCardReader: rootField('order.settings', (a, ctx) => s.readers.place(ctx, a.id, a.terminalId)),
      retireCardReader: rootField('order.settings', (a, ctx) => s.readers.retire(ctx, a.id)),
      placeOnlineOrder: rootField('public', (a, ctx) =>
        s.online.checkout.checkout(a.slug, a.input, a.idempotencyKey, ctx),
      ),
      setOnlineBusy: take((a, ctx) => s.online.settings.setBusy(ctx, a.restaurantId, a.input)),
      acceptOnlineOrder: take((a, ctx) => s.online.orders.accept(ctx, a.orderId, a.readyInMinutes)),
      rejectOnlineOrder: take((a, ctx) => s.online.orders.reject(ctx, a.orderId, a.reason)),
      closeDay: rootField('day.close', (a, ctx) => s.days.close(ctx, a.restaurantId, a.day)),
      takeCardPayment: take((a, ctx) => cardsOf(s).take(ctx, a.orderId, a.terminal, a.split)),
      payOrderPart: take(async (a, ctx) => {
        const paid = await s.split.pay(ctx, a.orderId, a.input, a.idempotencyKey, a.terminal);
        return { part: paid.part, order: await s.reads.get(ctx, paid.order.id) };
      }),
      cancelCardPayment: take((a, ctx) => cardsOf(s).cancel(ctx, a.id)),
      giveBackPart: rootField('order.tender', (a, ctx) =>
        s.giveBacks.giveBack(ctx, a.orderId, {
          partId: a.partId,
          reason: a.reason,
          amountCents: a.amountCents,
          key: a.idempotencyKey,
          terminal: a.terminal,
        }),
      ),
      retryCardRefund: rootField('order.delete', (a, ctx) => {
        if (!s.cardRefunds) throw conflict(NO_CARDS);
        return s.cardRefunds.retry(ctx, a.orderId);
      }),
      askDoorPayment: rootField('drivers.out', (a, ctx) => cardsOf(s, 'door').ask(ctx, a.orderId)),
      checkCardPayments: rootField('day.close', (a, ctx) => {
        if (!s.cardChecks) throw conflict(NO_CARDS);
        return s.cardChecks.ask(ctx, a.restaurantId, a.day);
      }),
      ...operator.Mutation,
    },
    PlatformHealth: operator.PlatformHealth,

    Restaurant: {
      lastOrderAt: guarded('console.read', (restaurant, _, ctx) => s.reads.lastOrderAt(ctx, restaurant.id)),
    },
    LabourDay: {
      // Auth's labour(restaurantId, day) names the day, and the reference only says it back: its sales are
      // checked as revenue is, with revenue's errors (a cashier FORBIDDEN, another tenant's restaurant NOT_FOUND).
      __resolveReference: guardedReference('public', async (ref: LabourDayRef) => ref),
      salesCents: guarded('revenue.read', (day, _, ctx) => s.revenue.salesOfDay(ctx, day)),
    },
    PayPeriod: {
      // Auth's payPeriod names the days; the reference says them back and the tips are checked as labour is.
      __resolveReference: guardedReference('public', async (ref: PayPeriodRef) => ref),
      cardTips: guarded('labour.read', (p, _, ctx) => s.days.cardTipsOfPeriod(ctx, p)),
    },
    BusinessDay: {
      cardReconciliation: guarded('revenue.read', (day) =>
        s.cardChecks ? s.cardChecks.of(day.restaurantId, day.day) : null,
      ),
    },
    Order: {
      // Only reachable through an order the caller was let read (also under a one-action approval, which reads
      // its order back, hence no permission of its own); only an order paid in parts has any.
      payments: guarded('public', (order) => (order.paidInParts ? s.split.partsOfOrder(order) : [])),
      dueCents: guarded('public', (order) => s.split.dueOfOrder(order)),
    },
    Customer: {
      // Filled where the customer was looked up; loaded when asked for elsewhere (an order's customer).
      lastOrder: guarded('order.read', (parent, _, ctx) =>
        parent.lastOrder !== undefined ? parent.lastOrder : s.reads.lastOrderOf(ctx, parent),
      ),
    },
  };
}
