import type { OrderType, PlaceOrderLineInput, ReceiptFragment, TenderInput } from '../../../graphql/generated/graphql';
import { readServerFailure } from '../../../graphql/errors';
import type { AddOp, DraftApi, DraftCustomer, DraftState, OpStatus } from './draftTypes';

/**
 * A new order is kept on the tablet until Print (or until it is held or discounted), then placed whole in
 * one request (placeOrder, docs/decisions/0059-place-order.md): its queue folded into the order type,
 * customer and schedule last chosen, and its lines in the order they were tapped.
 */
export interface PlaceDraft {
  orderType: OrderType;
  customer: DraftCustomer | null;
  scheduleTime: string | null;
  lines: PlaceOrderLineInput[];
  /** The queue's adds, in the order of `lines`: each becomes the answer's line at the same place. */
  adds: AddOp[];
}

/** How it is placed: with its print and tender, or saved without (held, or before a discount). */
export interface PlaceRequest {
  key: string;
  print: boolean;
  tender: TenderInput | null;
  /** This tablet's registration (a cash sale goes into its drawer). */
  terminal: string | null;
  /** A paper printed offline: its provisional number and the time on it. */
  paper?: { offlineNumber: string; printedAt: string } | null;
}

export interface PrintStampFields {
  number: number;
  stamp: string | null;
  printedAtLocal: string;
}

export type Placed =
  | { ok: true; order: ReceiptFragment; print: PrintStampFields | null; lineOf: Map<string, string> }
  | { ok: false; network: boolean; code: string | null; message: string | null };

/** The draft of a new order as placeOrder takes it; null when there is no new order (or it has a server id). */
export function placeDraftOf(state: DraftState): PlaceDraft | null {
  if (state.orderId !== null) return null;
  const start = state.ops.find((op) => op.type === 'start');
  if (!start) return null;
  let { orderType, customer } = start;
  let scheduleTime: string | null = null;
  for (const op of state.ops) {
    if (op.type !== 'change') continue;
    if (op.orderType) orderType = op.orderType;
    if (op.customer) customer = op.customer;
    if (op.scheduleTime !== undefined) scheduleTime = op.scheduleTime || null;
  }
  const removed = new Set(state.ops.flatMap((op) => (op.type === 'remove' ? [op.lineId] : [])));
  const adds = state.ops.filter((op): op is AddOp => op.type === 'add' && !removed.has(op.id));
  const lines = adds.map(({ line }): PlaceOrderLineInput => ('open' in line ? openLine(line.open) : { ...line.menu }));
  return { orderType, customer: orderType === 'togo' ? null : customer, scheduleTime, lines, adds };
}

function openLine(open: { name: string; priceCents: number; notes?: string | null }): PlaceOrderLineInput {
  return { name: open.name, priceCents: open.priceCents, ...(open.notes ? { notes: open.notes } : {}) };
}

/** The draft as the store keeps it: read now, and written back (shown and kept in localStorage). */
export interface DraftHost {
  get(): DraftState;
  set(state: DraftState): void;
}

/**
 * Sends the new order whole. Its ops show as sending meanwhile; once placed, the draft names the order
 * and keeps only what was tapped while the request was on its way (a removal of a line just placed names
 * the server's line, and goes as its own call). Refused or unanswered, the draft stays as it was.
 */
export async function placeWhole(host: DraftHost, api: DraftApi, request: PlaceRequest): Promise<Placed> {
  const draft = placeDraftOf(host.get());
  if (!draft) return { ok: false, network: false, code: null, message: null };
  const taken = new Set(host.get().ops.map((op) => op.id));
  const mark = (status: OpStatus) => {
    const state = host.get();
    host.set({ ...state, ops: state.ops.map((op) => (taken.has(op.id) ? { ...op, status, message: null } : op)) });
  };
  mark('sending');
  try {
    const answer = await api.placeOrder(draft, request);
    // The answer's lines are the adds, in the order sent.
    const lineOf = new Map(draft.adds.map((op, i) => [op.id, answer.order.lines[i]?.id ?? op.id]));
    const state = host.get();
    const ops = state.ops
      .filter((op) => !taken.has(op.id))
      .map((op) => (op.type === 'remove' && lineOf.has(op.lineId) ? { ...op, lineId: lineOf.get(op.lineId)! } : op));
    host.set({ ...state, orderId: answer.order.id, ops });
    return { ok: true, ...answer, lineOf };
  } catch (error) {
    mark('waiting');
    const failure = readServerFailure(error);
    if (failure.reason === 'MENU_CHANGED' || failure.reason === 'SOLD_OUT') api.menuChanged();
    return { ok: false, network: failure.isNetworkFailure, code: failure.code, message: failure.message ?? null };
  }
}
