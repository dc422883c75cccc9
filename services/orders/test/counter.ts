import { randomUUID } from 'node:crypto';
import { graphql } from '../../../tools/test/support';
import type { Tenant } from '../../../tools/test/tenants';
import type { Tablet } from './tablets';

/**
 * The counter through GraphQL, in cents, as the terminal works it: orders rung up and printed, tenders
 * corrected, discounts given, a tablet's cash drawer, and what the owner reads of the day (the drawers and
 * the Z report). The ledger's tests and its property test stand on it (docs/decisions/0071-one-ledger.md).
 */

export interface CounterOrder {
  id: string;
  orderNumber: number;
  orderType: string;
  totalCents: number;
  subtotalCents: number;
  discountCents: number;
  tender: string | null;
  printCount: number;
  voided: boolean;
  lines: { id: string; voided: boolean; priceCents: number }[];
  discounts: { id: string; takenCents: number; capCents: number | null }[];
}

export const ORDER_FIELDS = `id orderNumber orderType totalCents subtotalCents discountCents tender printCount voided
  lines { id voided priceCents } discounts { id takenCents capCents }`;

/** A GraphQL answer's data, or the first error as a plain object (message, code, reason). */
export interface Said<T> {
  data: T | null;
  error: { message: string; code: string; reason?: string } | null;
}

export async function ask<T>(query: string, variables: Record<string, unknown>, token: string): Promise<Said<T>> {
  const res = await graphql<T>(query, variables, { token });
  const first = res.errors?.[0];
  return {
    data: res.data ?? null,
    error: first
      ? {
          message: first.message,
          code: String(first.extensions?.code ?? ''),
          reason: (first.extensions as Record<string, unknown> | undefined)?.reason as string | undefined,
        }
      : null,
  };
}

/** The data, or a thrown error naming what was refused: for steps a test expects to work. */
export async function must<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const said = await ask<T>(query, variables, token);
  if (said.error) throw new Error(`${said.error.code}: ${said.error.message}`);
  return said.data!;
}

export const newOrder = async (t: Tenant, token: string, orderType = 'togo', extra: Record<string, unknown> = {}) =>
  (
    await must<{ createOrder: CounterOrder }>(
      `mutation($input: CreateOrderInput!, $key: String) { createOrder(input: $input, idempotencyKey: $key) { ${ORDER_FIELDS} } }`,
      { input: { restaurantId: t.restaurantId, orderType, ...extra }, key: randomUUID() },
      token,
    )
  ).createOrder;

/** An order placed whole in one request, printed with its tender at this tablet (placeOrder): open items. */
export const placeWhole = (
  t: Tenant,
  token: string,
  o: { orderType: string; prices: number[]; tender: { method: string; cashGivenCents?: number | null } | null },
  tablet?: Tablet | null,
) =>
  ask<{ placeOrder: { order: CounterOrder } }>(
    `mutation($input: PlaceOrderInput!, $key: String) { placeOrder(input: $input, idempotencyKey: $key) {
      order { ${ORDER_FIELDS} } } }`,
    {
      input: {
        restaurantId: t.restaurantId,
        orderType: o.orderType,
        lines: o.prices.map((priceCents, i) => ({ name: `Item ${i + 1}`, priceCents })),
        print: true,
        tender: o.tender,
        terminal: tablet?.proof ?? null,
      },
      key: randomUUID(),
    },
    token,
  );

export const addItem = (token: string, orderId: string, name: string, priceCents: number) =>
  ask<{ addOpenItem: { line: { id: string }; order: CounterOrder } }>(
    `mutation($input: OpenItemInput!, $key: String) { addOpenItem(input: $input, idempotencyKey: $key) {
      line { id } order { ${ORDER_FIELDS} } } }`,
    { input: { orderId, name, priceCents }, key: randomUUID() },
    token,
  );

export const print = (
  token: string,
  orderId: string,
  tender: { method: string; cashGivenCents?: number | null } | null,
  tablet?: Tablet | null,
) =>
  ask<{ printOrder: { order: CounterOrder } }>(
    `mutation($id: ID!, $tender: TenderInput, $key: String, $terminal: String) {
      printOrder(id: $id, tender: $tender, idempotencyKey: $key, terminal: $terminal) { order { ${ORDER_FIELDS} } } }`,
    { id: orderId, tender, key: randomUUID(), terminal: tablet?.proof ?? null },
    token,
  );

export const correctTender = (
  token: string,
  orderId: string,
  tender: { method: string; cashGivenCents?: number | null },
  reason: string,
  tablet?: Tablet | null,
) =>
  ask<{ correctTender: CounterOrder }>(
    `mutation($id: ID!, $tender: TenderInput!, $reason: String!, $key: String, $terminal: String) {
      correctTender(id: $id, tender: $tender, reason: $reason, idempotencyKey: $key, terminal: $terminal) { ${ORDER_FIELDS} } }`,
    { id: orderId, tender, reason, key: randomUUID(), terminal: tablet?.proof ?? null },
    token,
  );

export const voidLine = (token: string, lineId: string, reason: string) =>
  ask<{ removeOrderLine: CounterOrder }>(
    `mutation($id: ID!, $reason: String) { removeOrderLine(id: $id, reason: $reason) { ${ORDER_FIELDS} } }`,
    { id: lineId, reason },
    token,
  );

export const voidOrder = (token: string, orderId: string, reason: string, tablet?: Tablet | null) =>
  ask<{ deleteOrder: { success: boolean; message: string } }>(
    'mutation($id: ID!, $reason: String, $terminal: String) { deleteOrder(id: $id, reason: $reason, terminal: $terminal) { success message } }',
    { id: orderId, reason, terminal: tablet?.proof ?? null },
    token,
  );

export const changeType = (token: string, orderId: string, orderType: string, reason: string) =>
  ask<{ updateOrder: CounterOrder }>(
    `mutation($id: ID!, $input: UpdateOrderInput!, $reason: String) { updateOrder(id: $id, input: $input, reason: $reason) { ${ORDER_FIELDS} } }`,
    { id: orderId, input: { orderType }, reason },
    token,
  );

export const giveDiscount = (token: string, input: Record<string, unknown>) =>
  ask<{ giveDiscount: { discountId: string; order: CounterOrder } }>(
    `mutation($input: GiveDiscountInput!, $key: String) { giveDiscount(input: $input, idempotencyKey: $key) {
      discountId order { ${ORDER_FIELDS} } } }`,
    { input, key: randomUUID() },
    token,
  );

export const removeDiscount = (token: string, id: string) =>
  ask<{ removeDiscount: CounterOrder }>(
    `mutation($id: ID!) { removeDiscount(id: $id) { ${ORDER_FIELDS} } }`,
    { id },
    token,
  );

/** A discount of the restaurant's list (the owner or a manager keeps it). */
export const listDiscount = async (t: Tenant, input: Record<string, unknown>) =>
  (
    await must<{ saveDiscount: { id: string } }>(
      'mutation($r: ID!, $input: DiscountInput!) { saveDiscount(restaurantId: $r, input: $input) { id } }',
      { r: t.restaurantId, input: { active: true, ...input } },
      t.manager,
    )
  ).saveDiscount.id;

// ---- the drawer ----

export const openDrawer = async (t: Tenant, tablet: Tablet, floatCents: number, token = t.cashier) =>
  (
    await must<{ openDrawer: { id: string; day: string } }>(
      'mutation($input: OpenDrawerInput!, $key: String) { openDrawer(input: $input, idempotencyKey: $key) { id day } }',
      { input: { restaurantId: t.restaurantId, terminal: tablet.proof, floatCents }, key: randomUUID() },
      token,
    )
  ).openDrawer;

export const moveDrawer = (
  token: string,
  tablet: Tablet,
  drawerId: string,
  kind: 'paid_in' | 'paid_out' | 'drop',
  amountCents: number,
  reason = 'test',
) =>
  ask<{ moveDrawer: { id: string } }>(
    'mutation($input: DrawerMoveInput!, $key: String) { moveDrawer(input: $input, idempotencyKey: $key) { id } }',
    { input: { drawerId, terminal: tablet.proof, kind, amountCents, reason }, key: randomUUID() },
    token,
  );

export const closeDrawer = (token: string, tablet: Tablet, drawerId: string, countedCents: number) =>
  ask<{ closeDrawer: { expectedCents: number; overShortCents: number } }>(
    `mutation($input: CloseDrawerInput!, $key: String) { closeDrawer(input: $input, idempotencyKey: $key) {
      expectedCents overShortCents } }`,
    { input: { drawerId, terminal: tablet.proof, countedCents }, key: randomUUID() },
    token,
  );

export interface DrawerFigures {
  id: string;
  open: boolean;
  floatCents: number;
  cashSalesCents: number;
  cashChangesCents: number;
  refundsCents: number;
  correctionsCents: number;
  paidInCents: number;
  paidOutCents: number;
  dropsCents: number;
  expectedCents: number;
  moves: { kind: string; amountCents: number; what: string | null; orderNumber: number | null }[];
}

/** The day's drawers, every figure, as the owner or a manager reads them. */
export const drawersOf = async (t: Tenant, day?: string) =>
  (
    await must<{ drawers: { day: string; drawers: DrawerFigures[]; cashSalesOnNoDrawerCents: number } }>(
      `query($r: ID!, $d: String) { drawers(restaurantId: $r, day: $d) { day cashSalesOnNoDrawerCents drawers {
        id open floatCents cashSalesCents cashChangesCents refundsCents correctionsCents paidInCents paidOutCents
        dropsCents expectedCents moves { kind amountCents what orderNumber } } } }`,
      { r: t.restaurantId, d: day ?? null },
      t.manager,
    )
  ).drawers;

export const drawerOf = async (t: Tenant, drawerId: string) =>
  (await drawersOf(t)).drawers.find((d) => d.id === drawerId)!;

// ---- the day ----

export interface Z {
  totalCents: number;
  orders: { count: number; cents: number };
  byTender: { tender: string; count: number; cents: number }[];
  discounts: { count: number; cents: number };
  refunds: { count: number; cents: number };
  saleChanges: { count: number; cents: number };
  drops: { count: number; cents: number };
  paidOuts: { count: number; cents: number };
  tips: { count: number; cents: number };
  cashOnNoDrawer: { count: number; cents: number };
  corrections: { orderNumber: number; fromTender: string; toTender: string; cents: number; reason: string | null }[];
  drawers: {
    id: string;
    cashSalesCents: number;
    cashChangesCents: number;
    refundsCents: number;
    correctionsCents: number;
    expectedCents: number;
  }[];
  reconciliation: { reconciled: boolean; differences: string[] } | null;
}

export const Z_FIELDS = `totalCents orders { count cents } byTender { tender count cents } discounts { count cents }
  refunds { count cents } saleChanges { count cents } drops { count cents } paidOuts { count cents } tips { count cents }
  cashOnNoDrawer { count cents } corrections { orderNumber fromTender toTender cents reason }
  drawers { id cashSalesCents cashChangesCents refundsCents correctionsCents expectedCents }
  reconciliation { reconciled differences }`;

export const zReport = async (t: Tenant, day: string) =>
  (
    await must<{ zReport: { closed: boolean; z: Z } }>(
      `query($r: ID!, $d: String!) { zReport(restaurantId: $r, day: $d) { closed z { ${Z_FIELDS} } } }`,
      { r: t.restaurantId, d: day },
      t.manager,
    )
  ).zReport;

export const tenderCents = (z: Z, tender: string) => z.byTender.find((x) => x.tender === tender)?.cents ?? 0;
