import { randomUUID } from 'node:crypto';
import { graphql } from '../../tools/test/support';
import { SCREEN_STAFF } from '../../tools/test/tenants';
import { screenOf, type Caller } from './access-callers';
import type { Fixtures, Json } from './access-fixtures-online';

/**
 * A valid operation for every root field of the supergraph that no REST
 * route runs and the console does not hold, aimed at the victim tenant, for
 * the access matrix (access-matrix-graphql.test.ts). A new GraphQL-only
 * field without a sample here fails the matrix; the matrix works out who
 * may call it from the permission its resolver declares.
 */
export interface GraphQLSample {
  operation: string;
  variables?: Json;
  /** 'self': the caller's own record (no resource named), so another owner is admitted to theirs. */
  target?: 'victim' | 'self';
  /** The error code an admitted call answers, when it is one (e.g. a conflict past the access checks). */
  admitted?: { code: string };
}

/** A sample is made for each call; the caller matters only to a field whose record is the caller's own kind. */
export type GraphQLSamples = Record<string, (f: Fixtures, caller: Caller) => Promise<GraphQLSample> | GraphQLSample>;

/** The victim's restaurant as `$r`, with the operation's own variables. */
const at = (f: Fixtures, operation: string, variables: Json = {}): GraphQLSample => ({
  operation,
  variables: { r: f.restaurantId, ...variables },
});

/** What the owner reads, for samples that name every row of a list (an order of them, reversed). */
async function ownerReads<D>(f: Fixtures, query: string, variables: Json): Promise<D> {
  const read = await graphql<D>(query, variables, { token: f.victim.owner.token });
  if (!read.data) throw new Error(`sample read: ${JSON.stringify(read.errors)}`);
  return read.data;
}

const named = (what: string) => `${what} ${randomUUID()}`;

export const GRAPHQL_SAMPLES: GraphQLSamples = {
  // Accounts and screens
  user: (f) => ({ operation: 'query($id: ID!) { user(id: $id) { id email } }', variables: { id: f.victim.owner.id } }),
  plans: () => ({ operation: 'query { plans { id name } }' }),
  // A screen role enters its own screen (the domain asks its `screen.<role>` row); the owner's side, the cashier's.
  enterScreen: (f, caller) => {
    const role = screenOf(caller)?.role ?? 'cashier';
    return at(
      f,
      'mutation($r: ID!, $role: String!, $pin: String!) { enterScreen(restaurantId: $r, role: $role, pin: $pin) { role } }',
      { role, pin: SCREEN_STAFF[role].pin },
    );
  },

  // Drivers and the live notices
  unassignedOrder: async (f) =>
    at(f, 'query($r: ID!, $o: ID!) { unassignedOrder(restaurantId: $r, orderId: $o) { orderId } }', {
      o: await f.waitingOrder(),
    }),
  driverOut: (f) =>
    at(f, 'query($r: ID!, $d: ID!) { driverOut(restaurantId: $r, driverId: $d) { leftAt } }', {
      d: f.victim.driverId,
    }),
  orderStream: (f) => at(f, 'query($r: ID!) { orderStream(restaurantId: $r) { restaurantId } }'),

  // The menu: its order, whole saves, sold out
  setCategoryOrder: async (f) => {
    const { categories } = await ownerReads<{ categories: { id: string }[] }>(
      f,
      'query($r: ID!) { categories(restaurantId: $r) { id } }',
      { r: f.restaurantId },
    );
    return at(f, 'mutation($r: ID!, $ids: [ID!]!) { setCategoryOrder(restaurantId: $r, categoryIds: $ids) { id } }', {
      ids: categories.map((c) => c.id).reverse(),
    });
  },
  setProductOrder: async (f) => {
    const { product } = await ownerReads<{ product: { categoryId: string } }>(
      f,
      'query($id: ID!) { product(id: $id) { categoryId } }',
      { id: await f.product() },
    );
    const { category } = await ownerReads<{ category: { products: { id: string }[] } }>(
      f,
      'query($id: ID!) { category(id: $id) { products { id } } }',
      { id: product.categoryId },
    );
    return at(
      f,
      'mutation($r: ID!, $c: ID!, $ids: [ID!]!) { setProductOrder(restaurantId: $r, categoryId: $c, productIds: $ids) { id } }',
      { c: product.categoryId, ids: category.products.map((p) => p.id).reverse() },
    );
  },
  saveProduct: async (f) => ({
    operation: 'mutation($i: SaveProductInput!) { saveProduct(input: $i) { id } }',
    variables: {
      i: { restaurantId: f.restaurantId, categoryId: await f.category(), name: named('Calzone'), priceCents: 900 },
    },
  }),
  saveSpecial: (f) => ({
    operation: 'mutation($i: SaveSpecialInput!) { saveSpecial(input: $i) { id } }',
    variables: { i: { restaurantId: f.restaurantId, name: named('Deal'), priceCents: 2500 } },
  }),
  saveTopping: (f) => ({
    operation: 'mutation($i: SaveToppingInput!) { saveTopping(input: $i) { id } }',
    variables: { i: { restaurantId: f.restaurantId, name: named('Basil'), basePriceCents: 100 } },
  }),
  markSoldOut: async (f) => ({
    operation: 'mutation($i: MarkSoldOutInput!) { markSoldOut(input: $i) { itemId soldOut { until } } }',
    variables: { i: { restaurantId: f.restaurantId, itemId: await f.side(), for: 'REST_OF_DAY' } },
  }),
  markAvailable: async (f) =>
    at(f, 'mutation($r: ID!, $id: ID!) { markAvailable(restaurantId: $r, itemId: $id) { itemId } }', {
      id: await f.soldOutSide(),
    }),

  // The counter: tablets, handing over
  terminalTag: (f) => at(f, 'mutation($r: ID!) { terminalTag(restaurantId: $r) }'),
  registerTerminal: (f) => at(f, 'mutation($r: ID!) { registerTerminal(restaurantId: $r) { id tag } }'),
  // An offline number puts the tablet on the owner's offline papers: a refused heartbeat must not.
  terminalSeen: async (f) => ({
    operation: 'mutation($i: TerminalSeenInput!) { terminalSeen(input: $i) { heardAt } }',
    variables: {
      i: { restaurantId: f.restaurantId, terminal: await f.tablet(), menuVersion: 1, lastOfflineNumber: 1 },
    },
  }),
  markPickedUp: async (f) => ({
    operation: 'mutation($id: ID!) { markPickedUp(id: $id) { id } }',
    variables: { id: await f.paidOrder() },
  }),

  // The kitchen display
  kitchenBoard: (f) => at(f, 'query($r: ID!) { kitchenBoard(restaurantId: $r) { restaurantId tickets { orderId } } }'),
  kitchenTicket: async (f) =>
    at(f, 'query($r: ID!, $o: ID!) { kitchenTicket(restaurantId: $r, orderId: $o) { orderId } }', {
      o: await f.ticketOrder(),
    }),
  kitchenSettings: (f) => at(f, 'query($r: ID!) { kitchenSettings(restaurantId: $r) { prepMinutes } }'),
  markLineDone: async (f) => ({
    operation: 'mutation($id: ID!) { markLineDone(id: $id) { orderId } }',
    variables: { id: await f.ticketLine() },
  }),
  markOrderReady: async (f) => ({
    operation: 'mutation($id: ID!) { markOrderReady(id: $id) { readyAt } }',
    variables: { id: await f.ticketOrder() },
  }),
  recallOrder: async (f) => ({
    operation: 'mutation($id: ID!) { recallOrder(id: $id) { orderId } }',
    variables: { id: await f.readyTicket() },
  }),
  clearOldTickets: (f) => at(f, 'mutation($r: ID!) { clearOldTickets(restaurantId: $r) { cleared } }'),
  updateKitchenSettings: (f) =>
    at(
      f,
      'mutation($r: ID!, $i: KitchenSettingsInput!) { updateKitchenSettings(restaurantId: $r, input: $i) { prepMinutes } }',
      { i: { prepMinutes: 25 } },
    ),
  // The default is half.
  setHalfToppingPricing: (f) =>
    at(f, 'mutation($r: ID!) { setHalfToppingPricing(restaurantId: $r, pricing: full) { restaurantId } }'),

  // Online ordering at the counter and in the owner's settings
  onlineSettings: (f) => at(f, 'query($r: ID!) { onlineSettings(restaurantId: $r) { enabled } }'),
  onlineOrders: (f) => at(f, 'query($r: ID!) { onlineOrders(restaurantId: $r) { orderId decision } }'),
  onlineAddress: async (f) => ({
    operation: 'query($s: String!) { onlineAddress(slug: $s) }',
    variables: { s: await f.onlineSlug() },
  }),
  updateOnlineSettings: (f) =>
    at(
      f,
      'mutation($r: ID!, $i: OnlineSettingsInput!) { updateOnlineSettings(restaurantId: $r, input: $i) { prepMinutes } }',
      { i: { prepMinutes: 25 } },
    ),
  setOnlineBusy: (f) =>
    at(f, 'mutation($r: ID!, $i: OnlineBusyInput!) { setOnlineBusy(restaurantId: $r, input: $i) { busyMinutes } }', {
      i: { extraMinutes: 10 },
    }),
  acceptOnlineOrder: async (f) => ({
    operation: 'mutation($o: ID!) { acceptOnlineOrder(orderId: $o, readyInMinutes: 20) { decision } }',
    variables: { o: await f.onlineOrder() },
  }),
  rejectOnlineOrder: async (f) => ({
    operation: 'mutation($o: ID!) { rejectOnlineOrder(orderId: $o, reason: "Out of dough") { decision } }',
    variables: { o: await f.onlineOrder() },
  }),
  // A tablet asks for its card reader; the hub lists the tablets to place one by (decision 0080).
  terminalCardReader: async (f) =>
    at(f, 'query($r: ID!, $p: String!) { terminalCardReader(restaurantId: $r, terminal: $p) { id } }', {
      p: await f.tablet(),
    }),
  tablets: (f) => at(f, 'query($r: ID!) { tablets(restaurantId: $r) { id tag } }'),
  // A card payment at the counter: read while it waits, sent again, canceled (decision 0080).
  cardPayment: async (f) => ({
    operation: 'query($id: ID!) { cardPayment(id: $id) { status } }',
    variables: { id: await f.cardPart() },
  }),
  takeCardPayment: async (f) => ({
    operation: 'mutation($o: ID!, $t: String!) { takeCardPayment(orderId: $o, terminal: $t) { status } }',
    variables: { o: await f.cardOrder(), t: await f.readerTablet() },
  }),
  // A split's part at the counter (decision 0084): an order printed as paid by one tender is a conflict past the checks.
  payOrderPart: async (f) => ({
    operation: `mutation($o: ID!, $k: String!) {
      payOrderPart(orderId: $o, input: { method: card }, idempotencyKey: $k) { part { id } } }`,
    variables: { o: await f.paidOrder(), k: randomUUID() },
    admitted: { code: 'CONFLICT' },
  }),
  // A part given back (decision 0084): the reader's part still waiting (or canceled) is a conflict past the checks.
  giveBackPart: async (f) => {
    // A fresh part comes on a fresh order while admissions are checked: its own order is read back.
    const p = await f.cardPart();
    const read = await graphql<{ cardPayment: { orderId: string } }>(
      'query($id: ID!) { cardPayment(id: $id) { orderId } }',
      { id: p },
      { token: f.victim.cashier },
    );
    return {
      operation: `mutation($o: ID!, $p: ID!) {
        giveBackPart(orderId: $o, partId: $p, amountCents: 1, reason: "Checked") { id } }`,
      variables: { o: read.data!.cardPayment.orderId, p },
      admitted: { code: 'CONFLICT' },
    };
  },
  // Whoever may void may ask again for a refused refund to the card; an order with none is a conflict past the checks.
  retryCardRefund: async (f) => ({
    operation: 'mutation($o: ID!) { retryCardRefund(orderId: $o) { success } }',
    variables: { o: await f.cardOrder() },
    admitted: { code: 'CONFLICT' },
  }),
  cancelCardPayment: async (f) => ({
    operation: 'mutation($id: ID!) { cancelCardPayment(id: $id) { status } }',
    variables: { id: await f.cardPart() },
  }),
  // A delivery paid at the door by QR: the driver's link asked for and read while it waits (decision 0081).
  doorPayment: async (f) => ({
    operation: 'query($id: ID!) { doorPayment(id: $id) { status link } }',
    variables: { id: await f.doorPart() },
  }),
  askDoorPayment: async (f) => {
    await f.doorPart();
    return {
      operation: 'mutation($o: ID!) { askDoorPayment(orderId: $o) { status link } }',
      variables: { o: await f.doorOrder() },
    };
  },
  // Card tips by employee over business days (decision 0083): the owner and managers, as the Z report.
  tipsReport: (f) =>
    at(f, 'query($r: ID!) { tipsReport(restaurantId: $r, from: "2026-01-01", to: "2026-01-31") { tips { cents } } }'),
  // The owner's "Check with Stripe now" for a day (decision 0082): a past day, checked again each time.
  checkCardPayments: (f) =>
    at(f, 'mutation($r: ID!) { checkCardPayments(restaurantId: $r, day: "2026-01-05") { matched differences } }'),

  // The time clock (decision 0085): a punch names its person by their PIN; the victim's cashier is never on.
  clockBoard: (f) => at(f, 'query($r: ID!) { clockBoard(restaurantId: $r) { name } }'),
  punchClock: (f) => ({
    ...at(f, 'mutation($r: ID!) { punchClock(input: { restaurantId: $r, pin: "1111", action: break_end }) { name } }'),
    admitted: { code: 'CONFLICT' },
  }),
  labour: (f) => at(f, 'query($r: ID!) { labour(restaurantId: $r) { costCents } }'),
  labourSettings: (f) => at(f, 'query($r: ID!) { labourSettings(restaurantId: $r) { timeClock } }'),
  updateLabourSettings: (f) =>
    at(f, 'mutation($r: ID!) { updateLabourSettings(restaurantId: $r, input: { paidBreaks: false }) { paidBreaks } }'),
  setPayRates: (f) => ({
    operation:
      'mutation($e: ID!) { setPayRates(employeeId: $e, rates: [{ role: "cashier", hourlyCents: 1500 }]) { role } }',
    variables: { e: f.victim.cashierId },
  }),
  // Past the access checks, a shift that ends before it starts is refused in words: the same each call.
  addShift: (f) => ({
    ...at(
      f,
      'mutation($r: ID!, $e: ID!) { addShift(restaurantId: $r, input: { employeeId: $e, clockInAt: "2026-11-02T15:00:00Z", clockOutAt: "2026-11-02T14:00:00Z", reason: "On paper" }) { id } }',
      { e: f.victim.cashierId },
    ),
    admitted: { code: 'BAD_USER_INPUT' },
  }),
  // This week's period has not ended: closing it is refused in words, past the access checks.
  closePayPeriod: async (f) => {
    const { payPeriod } = await ownerReads<{ payPeriod: { startsOn: string } }>(
      f,
      'query($r: ID!) { payPeriod(restaurantId: $r) { startsOn } }',
      { r: f.restaurantId },
    );
    return {
      ...at(f, 'mutation($r: ID!, $s: String!) { closePayPeriod(restaurantId: $r, startsOn: $s) { closedAt } }', {
        s: payPeriod.startsOn,
      }),
      admitted: { code: 'CONFLICT' },
    };
  },
  editShift: async (f) => ({
    operation: 'mutation($id: ID!) { editShift(id: $id, input: { reason: "Checked with the manager" }) { id } }',
    variables: { id: await f.closedShift() },
  }),
};
