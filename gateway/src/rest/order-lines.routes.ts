import {
  cashGiven,
  itemList,
  LINE_NOT_FOUND,
  lineQuantity,
  menuId,
  openItem,
  ORDER_NOT_FOUND,
  orderNotes,
  placement,
  PLACE_LINES_MAX,
  PLACE_MESSAGES,
  sideList,
  tender,
  terminalProofField,
  toppingLevel,
  toppingList,
} from '@zest/orders/inputs';
import { id, menuVersionField, offlineNumberField, printedAtField } from '@zest/kit';
import { z } from 'zod';
import { graphql } from './generated';
import type { OrderLineResultFieldsFragment } from './generated/graphql';
import {
  idempotencyHeader,
  newOrderBody,
  newOrderInput,
  itemResponse,
  itemShape,
  orderResponse,
  orderShape,
  reasonOf,
  voidReasonBody,
  voidReasonQuery,
} from './order-shapes';
import { noParams, route } from './table';

/**
 * docs/product.md#api-orders, an order's lines: a line chosen from the menu
 * (priced by the server), the documented addItemToOrder (an open item, name
 * and price as sent), and removing a line. Each answer carries the order with
 * the server's totals.
 */

// The orders' line rules (limits and messages), with the documented snake_case keys.
const toppings = toppingList(
  z.object({ topping_id: menuId(), level: toppingLevel.optional(), placement: placement.optional() }),
).optional();
const sides = sideList().optional();
const toToppings = (t: z.output<typeof toppings>) =>
  t?.map((x) => ({ toppingId: x.topping_id, level: x.level, placement: x.placement }));

const lineResponse = itemResponse.extend({ order: orderResponse.describe('the order with the server’s totals') });
const lineAnswer = (r: OrderLineResultFieldsFragment) => ({ ...itemShape(r.line), order: orderShape(r.order) });

/** A line chosen from the menu, as addOrderLine and placeOrder take it. */
export const menuChoice = {
  product_id: menuId().nullish(),
  size_id: menuId().nullish(),
  special_id: menuId().nullish(),
  side_id: menuId().nullish(),
  toppings,
  sides,
  items: itemList(z.object({ item_id: menuId(), toppings, sides })).optional(),
  quantity: lineQuantity.optional(),
  notes: orderNotes.nullish(),
};
export type MenuChoice = z.output<z.ZodObject<typeof menuChoice>>;
/** The same in the GraphQL input's names. */
export const choiceInput = (l: MenuChoice) => ({
  productId: l.product_id,
  sizeId: l.size_id,
  specialId: l.special_id,
  sideId: l.side_id,
  toppings: toToppings(l.toppings),
  sides: l.sides,
  items: l.items?.map((i) => ({ itemId: i.item_id, toppings: toToppings(i.toppings), sides: i.sides })),
  quantity: l.quantity === undefined ? undefined : Number(l.quantity),
  notes: l.notes,
});

/** A line of an order placed whole: a menu choice as addOrderLine takes it, or an open item as addItemToOrder. */
const placeLine = z.object({
  ...menuChoice,
  menu_version: menuVersionField.nullish().describe('the version of the menu the terminal priced the line from'),
  product_name: openItem.name.nullish().describe('an open item: its name as typed (with product_price)'),
  product_price: openItem.price.dollars.nullish().describe('an open item: its price in dollars, like 4.50'),
});

export const orderLineRoutes = [
  route({
    method: 'POST',
    path: '/api/order/placeOrder',
    summary:
      'Place an order whole in one request: its lines priced by the server, and when asked its first print and tender (Idempotency-Key: a retry answers the same order)',
    tag: 'orders',
    auth: 'account',
    params: noParams,
    body: z.object({
      ...newOrderBody,
      lines: z.array(placeLine, { error: PLACE_MESSAGES.lines }).max(PLACE_LINES_MAX, {
        error: PLACE_MESSAGES.tooManyLines,
      }),
      print: z.boolean({ error: 'print must be true or false.' }).optional(),
      tender: tender.nullish().describe('with print: how it is paid'),
      cash_given: cashGiven.dollars.nullish().describe('cash only: the amount handed over'),
      terminal: terminalProofField
        .nullish()
        .describe('the printing tablet’s registration, "<id>.<key>": a cash sale goes into its open drawer'),
      offline_number: offlineNumberField.nullish().describe('a paper printed offline: the provisional number on it'),
      printed_at: printedAtField.nullish().describe('with offline_number: when the tablet printed it (ISO 8601, UTC)'),
    }),
    headers: idempotencyHeader,
    operation: graphql(`
      mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String) {
        placeOrder(input: $input, idempotencyKey: $idempotencyKey) {
          order {
            ...OrderFields
          }
          print {
            ...OrderPrintFields
          }
        }
      }
    `),
    variables: ({ body, headers }) => ({
      idempotencyKey: headers['idempotency-key'],
      input: {
        ...newOrderInput(body),
        lines: body.lines.map((l) => ({
          ...choiceInput(l),
          menuVersion: l.menu_version,
          name: l.product_name,
          priceCents: l.product_price,
        })),
        print: body.print ?? false,
        tender: body.tender ? { method: body.tender, cashGivenCents: body.cash_given ?? null } : null,
        terminal: body.terminal ?? null,
        offlineNumber: body.offline_number ?? null,
        printedAt: body.printed_at ?? null,
      },
    }),
    respond: (d) => {
      const order = orderShape(d.placeOrder.order);
      return {
        order,
        print: d.placeOrder.print ? order.prints.find((p) => p.number === d.placeOrder.print!.number)! : null,
      };
    },
    response: z.object({ order: orderResponse, print: orderResponse.shape.prints.element.nullable() }),
    status: 201,
  }),
  route({
    method: 'POST',
    path: '/api/order/addOrderLine',
    summary:
      'Add a line chosen from the menu, priced by the server: a product (and size) with toppings (level, half) and sides, a special with toppings and sides per item, or a side',
    tag: 'orders',
    auth: 'account',
    params: noParams,
    body: z.object({
      order_id: id(ORDER_NOT_FOUND),
      ...menuChoice,
      menu_version: menuVersionField
        .nullish()
        .describe('the version of the menu the terminal priced the line from (an order printed offline keeps it)'),
    }),
    headers: idempotencyHeader,
    operation: graphql(`
      mutation AddOrderLine($input: OrderLineInput!, $idempotencyKey: String) {
        addOrderLine(input: $input, idempotencyKey: $idempotencyKey) {
          ...OrderLineResultFields
        }
      }
    `),
    variables: ({ body, headers }) => ({
      idempotencyKey: headers['idempotency-key'],
      input: {
        orderId: body.order_id,
        ...choiceInput(body),
        menuVersion: body.menu_version,
      },
    }),
    respond: (d) => lineAnswer(d.addOrderLine),
    response: lineResponse,
    status: 201,
  }),
  route({
    method: 'POST',
    path: '/api/order/addItemToOrder',
    summary: 'Add an open item: the name and price as sent, marked open (a cashier or a manager)',
    tag: 'orders',
    auth: 'account',
    params: noParams,
    body: z.object({
      order_id: id(ORDER_NOT_FOUND),
      product_name: openItem.name,
      product_price: openItem.price.dollars,
      notes: orderNotes.nullish(),
    }),
    headers: idempotencyHeader,
    operation: graphql(`
      mutation AddOpenItem($input: OpenItemInput!, $idempotencyKey: String) {
        addOpenItem(input: $input, idempotencyKey: $idempotencyKey) {
          ...OrderLineResultFields
        }
      }
    `),
    variables: ({ body, headers }) => ({
      idempotencyKey: headers['idempotency-key'],
      input: {
        orderId: body.order_id,
        name: body.product_name,
        priceCents: body.product_price,
        notes: body.notes,
      },
    }),
    respond: (d) => lineAnswer(d.addOpenItem),
    response: lineResponse,
    status: 201,
  }),
  route({
    method: 'DELETE',
    path: '/api/order/deleteOrderItems/{itemId}',
    summary:
      'Remove a line while the order is being taken (unprinted, off any trip, younger than the restaurant’s setting: being_taken_until); after that, printed or not, the line is voided: reason required (query or body), and the security PIN (a manager session) on an order older than the restaurant’s void age or cashed out, else 403 reason PIN_REQUIRED. Answers the order with the server’s totals',
    tag: 'orders',
    auth: 'account',
    params: z.object({ itemId: id(LINE_NOT_FOUND) }),
    query: voidReasonQuery,
    body: voidReasonBody,
    operation: graphql(`
      mutation RemoveOrderLine($id: ID!, $reason: String) {
        removeOrderLine(id: $id, reason: $reason) {
          ...OrderFields
        }
      }
    `),
    variables: ({ params, query, body }) => ({ id: params.itemId, reason: reasonOf(query, body) }),
    respond: (d, v) => {
      const order = orderShape(d.removeOrderLine);
      // Kept, marked void, or gone: the order answered says which.
      const voided = order.items.some((item) => item.id === v.id && item.voided);
      return { success: true, message: voided ? 'Item voided.' : 'Item deleted.', order };
    },
    response: z.object({ success: z.boolean(), message: z.string(), order: orderResponse }),
  }),
];
