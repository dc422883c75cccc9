import type {
  ReceiptCustomerFragment,
  OrderLineInput,
  OpenItemInput,
  OrderType,
  ReceiptFragment,
  UpdateOrderInput,
} from '../../../graphql/generated/graphql';
import type { PlaceDraft, PlaceRequest, PrintStampFields } from './placeDraft';
import type { PricedPart } from './pricing';

/** The parts of the order in progress (orderDraft.ts): its operations, its state and the calls it makes. */

/** A customer on the order; one made on the tablet with no network is created when the order is sent. */
export type DraftCustomer = ReceiptCustomerFragment & { madeOffline?: boolean };

/** A line as the server will take it, without the order (the queue fills it in once the order exists). */
export type DraftLine = { menu: Omit<OrderLineInput, 'orderId'> } | { open: Omit<OpenItemInput, 'orderId'> };

/** What the receipt shows for a line the server has not confirmed yet. */
export interface LinePreview {
  productName: string;
  parts: PricedPart[];
  quantity: number;
  /** unit × quantity, as the screen worked it out; the server's figure replaces it. */
  priceCents: number;
  notes: string;
  open: boolean;
}

/** waiting: to be sent; sending: on its way; offline: no answer, tried again soon; failed: refused, shown in place. */
export type OpStatus = 'waiting' | 'sending' | 'offline' | 'failed';

export interface OpBase {
  id: string;
  status: OpStatus;
  message: string | null;
  attempts: number;
}

export interface StartOp extends OpBase {
  type: 'start';
  key: string;
  orderType: OrderType;
  customer: DraftCustomer | null;
}

/** A change of type, customer or schedule time (docs/product.md#order-lifecycle). */
export interface ChangeOp extends OpBase {
  type: 'change';
  orderType?: OrderType;
  customer?: DraftCustomer;
  scheduleTime?: string;
}

export interface AddOp extends OpBase {
  type: 'add';
  key: string;
  line: DraftLine;
  preview: LinePreview;
}

/** Removing a line; `lineId` is the server's line, or an add still in the queue. */
export interface RemoveOp extends OpBase {
  type: 'remove';
  lineId: string;
}

/** What Undo adds back after a removal: the line as it was chosen, and how it read. */
export interface LineAgain {
  line: DraftLine;
  preview: LinePreview;
}

export type DraftOp = StartOp | ChangeOp | AddOp | RemoveOp;

/** The 'Find the Customer' form as typed, kept so an accidental close loses nothing. */
export interface CustomerForm {
  phone: string;
  fullName: string;
  street1: string;
  street2: string;
  city: string;
  zipcode: string;
  country: string;
  notes: string;
}

export interface DraftState {
  orderId: string | null;
  ops: readonly DraftOp[];
  customerForm: CustomerForm | null;
}

export interface DraftApi {
  /** A new order whole, in one request; a customer made offline is created first. */
  placeOrder(
    draft: PlaceDraft,
    request: PlaceRequest,
  ): Promise<{ order: ReceiptFragment; print: PrintStampFields | null }>;
  /** With the op's customer: one made offline is created first. */
  changeOrder(orderId: string, input: UpdateOrderInput, customer?: DraftCustomer): Promise<ReceiptFragment>;
  addLine(orderId: string, line: DraftLine, key: string): Promise<{ lineId: string; order: ReceiptFragment }>;
  removeLine(lineId: string): Promise<ReceiptFragment>;
  /** A line named something the menu no longer has (MENU_CHANGED) or that ran out (SOLD_OUT): reload the menu. */
  menuChanged(): void;
}

/**
 * The order in progress, kept in the browser until the server confirms it
 * (docs/product.md#terminal-feel). Every tap becomes an operation in a queue
 * that is shown at once (an optimistic line) and sent in order, each with its
 * own Idempotency-Key (docs/decisions/0015-idempotency-keys.md), so a retry
 * after a network blip or a reload adds nothing twice. The queue is written
 * to localStorage on every change: a closed tab, a dropped network or an
 * ended PIN session loses nothing; the next screen picks it up and sends the rest.
 */

/** The order cannot be printed, split or set aside while a change is still on its way or refused. */
export const NOT_SAVED_MESSAGE =
  'Some changes are not saved yet. Fix or dismiss the items marked in red, or wait for the connection.';

export const FALLBACK: Record<DraftOp['type'], string> = {
  start: 'Failed to start order',
  change: 'Failed to update order',
  add: 'Failed to add item',
  remove: 'Failed to delete item',
};

/** What a change sends; the screen sends it again itself when a void needs a reason. */
export function changeInput(op: ChangeOp): UpdateOrderInput {
  return {
    ...(op.orderType ? { orderType: op.orderType } : {}),
    ...(op.customer ? { customerId: op.customer.id } : {}),
    ...(op.scheduleTime !== undefined ? { scheduleTime: op.scheduleTime } : {}),
  };
}

/** A removal waiting on this operation's line. */
export function targets(op: DraftOp, opId: string): boolean {
  return op.type === 'remove' && op.lineId === opId;
}

/** Nothing was refused, and something waits on the network: what an order printed offline may take along. */
export function onlyWaitsOnNetwork(ops: readonly DraftOp[]): boolean {
  return ops.some((op) => op.status === 'offline') && ops.every((op) => op.status !== 'failed');
}
