import type {
  OpenItemInput,
  OrderLineInput,
  OrderType,
  ReceiptCustomerFragment,
  ReceiptFragment,
  ReceiptLineFragment,
  UpdateOrderInput,
} from '../../../graphql/generated/graphql';
import { readServerFailure } from '../../../graphql/errors';
import type { PricedPart } from './pricing';
import { newKey } from '../../../ui/keys';
import { centsToInput } from '../../../ui/money';
import { voidMarkOf, type VoidMark } from '../voids/voids';

/**
 * The order in progress, kept in the browser until the server confirms it
 * (docs/product.md#terminal-feel). Every tap becomes an operation in a queue
 * that is shown at once (an optimistic line) and sent in order, each with its
 * own Idempotency-Key (docs/decisions/0015-idempotency-keys.md), so a retry
 * after a network blip or a reload adds nothing twice. The queue is written
 * to localStorage on every change: a closed tab, a dropped network or an
 * ended PIN session loses nothing; the next screen picks it up and sends the rest.
 */

export type DraftCustomer = ReceiptCustomerFragment;

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

interface OpBase {
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
  createOrder(input: { orderType: OrderType; customerId: string | null }, key: string): Promise<ReceiptFragment>;
  changeOrder(orderId: string, input: UpdateOrderInput): Promise<ReceiptFragment>;
  addLine(orderId: string, line: DraftLine, key: string): Promise<{ lineId: string; order: ReceiptFragment }>;
  removeLine(lineId: string): Promise<ReceiptFragment>;
  /** A line named something the menu no longer has (reason MENU_CHANGED): reload the menu. */
  menuChanged(): void;
}

const FALLBACK: Record<DraftOp['type'], string> = {
  start: 'Failed to start order',
  change: 'Failed to update order',
  add: 'Failed to add item',
  remove: 'Failed to delete item',
};

/**
 * A saved line as something to add again: the server's `selection` sent back
 * repeats it (a customer's last order, Undo after a removal); an open item
 * goes back with its name and price.
 */
export function againOf(line: ReceiptLineFragment): LineAgain | null {
  const notes = line.notes ? { notes: line.notes } : {};
  const preview: LinePreview = {
    productName: line.productName,
    parts: line.parts.map(({ text, depth, priceCents }) => ({ text, depth, priceCents })),
    quantity: line.quantity,
    priceCents: line.priceCents,
    notes: line.notes,
    open: line.open,
  };
  // The selection comes back with __typename fields the input does not take.
  const toppings = (picks: NonNullable<ReceiptLineFragment['selection']>['toppings']) =>
    picks.map(({ toppingId, level, placement }) => ({ toppingId, level, placement }));
  const chosen = line.selection;
  if (chosen) {
    return {
      preview,
      line: {
        menu: {
          productId: chosen.productId,
          sizeId: chosen.sizeId,
          specialId: chosen.specialId,
          sideId: chosen.sideId,
          toppings: toppings(chosen.toppings),
          sides: chosen.sides,
          items: chosen.items.map((item) => ({
            itemId: item.itemId,
            toppings: toppings(item.toppings),
            sides: item.sides,
          })),
          quantity: line.quantity,
          ...notes,
        },
      },
    };
  }
  if (!line.open) return null;
  return {
    preview,
    line: { open: { name: line.productName, price: centsToInput(line.unitPriceCents), ...notes } },
  };
}

export { newKey };

const EMPTY: DraftState = { orderId: null, ops: [], customerForm: null };

/** What localStorage holds, if it is a draft; anything else starts empty. Ops caught mid-send are sent again. */
export function parseDraft(raw: string | null): DraftState {
  if (!raw) return EMPTY;
  try {
    const parsed = JSON.parse(raw) as Partial<DraftState> | null;
    if (!parsed || typeof parsed !== 'object' || !Array.isArray(parsed.ops)) return EMPTY;
    const ops = parsed.ops
      .filter((op): op is DraftOp => !!op && typeof op === 'object' && typeof (op as DraftOp).id === 'string')
      .map((op) => (op.status === 'sending' || op.status === 'offline' ? { ...op, status: 'waiting' as const } : op));
    return {
      orderId: typeof parsed.orderId === 'string' ? parsed.orderId : null,
      ops,
      customerForm: parsed.customerForm ?? null,
    };
  } catch {
    return EMPTY;
  }
}

const MAX_RETRY_MS = 15_000;

type Listener = () => void;

export class OrderDraftStore {
  private state: DraftState;
  private readonly listeners = new Set<Listener>();
  private api: DraftApi | null = null;
  private pumping = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Removals that Undo can take back, by the id `remove` answered (kept while the page lives). */
  private readonly removals = new Map<string, LineAgain | null>();
  private readonly onOnline = () => this.retryNow();

  constructor(
    private readonly storageKey: string,
    /** The order an edit screen opens (UpdateOrder); a new order's draft starts without one. */
    orderId: string | null = null,
  ) {
    const stored = parseDraft(readStorage(storageKey));
    this.state = orderId && stored.orderId !== orderId ? { ...EMPTY, orderId } : stored;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): DraftState => this.state;

  /** Starts sending with this api (a screen with a PIN session); null stops, and nothing is sent until the next one. */
  attach(api: DraftApi | null): void {
    this.api = api;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onOnline);
    if (!api) return;
    // Back online: whatever waited on the network goes at once.
    if (typeof window !== 'undefined') window.addEventListener('online', this.onOnline);
    void this.pump();
  }

  /** An order exists, or is on its way to existing. */
  get started(): boolean {
    return this.state.orderId !== null || this.state.ops.some((op) => op.type === 'start');
  }

  start(orderType: OrderType, customer: DraftCustomer | null): void {
    if (this.started) return;
    this.push<StartOp>({ type: 'start', key: newKey(), orderType, customer: orderType === 'togo' ? null : customer });
  }

  /** Answers the operation's id: the screen follows it to say when the server has it. */
  change(changes: Pick<ChangeOp, 'orderType' | 'customer' | 'scheduleTime'>): string {
    return this.push<ChangeOp>({ type: 'change', ...changes }).id;
  }

  add(line: DraftLine, preview: LinePreview): void {
    this.push<AddOp>({ type: 'add', key: newKey(), line, preview });
  }

  /**
   * Hides the line at once and removes it on the server (docs/product.md#adding-items: one
   * tap, no confirmation). Answers the id Undo takes.
   */
  remove(lineId: string, again: LineAgain | null): string {
    const pending = this.state.ops.find((op) => op.id === lineId);
    if (pending?.type === 'add' && pending.status !== 'sending') {
      // Never sent: it just leaves the queue, and Undo puts it back.
      this.set({ ...this.state, ops: this.state.ops.filter((op) => op.id !== lineId) });
      const id = newKey();
      this.removals.set(id, { line: pending.line, preview: pending.preview });
      return id;
    }
    const op = this.push<RemoveOp>({ type: 'remove', lineId });
    this.removals.set(op.id, again);
    return op.id;
  }

  /** Takes a removal back: not sent yet, it is dropped; sent, the line is added again. */
  undo(removalId: string): void {
    if (!this.removals.has(removalId)) return;
    const again = this.removals.get(removalId) ?? null;
    this.removals.delete(removalId);
    const op = this.state.ops.find((candidate) => candidate.id === removalId);
    if (op && op.status !== 'sending') {
      this.set({ ...this.state, ops: this.state.ops.filter((candidate) => candidate.id !== removalId) });
      return;
    }
    if (again) this.add(again.line, again.preview);
  }

  /** A refused operation tried again. */
  retry(opId: string): void {
    this.update(opId, { status: 'waiting', message: null });
    void this.pump();
  }

  /** A refused operation given up; a refused start takes everything after it (there is no order for it). */
  dismiss(opId: string): void {
    const op = this.state.ops.find((candidate) => candidate.id === opId);
    if (!op || op.status === 'sending') return;
    const ops =
      op.type === 'start'
        ? []
        : this.state.ops.filter((candidate) => candidate.id !== opId && !targets(candidate, opId));
    this.set({ ...this.state, ops });
  }

  setCustomerForm(customerForm: CustomerForm | null): void {
    this.set({ ...this.state, customerForm });
  }

  /** The order was printed (or set aside: it stays on the server, held): the next one starts clean. */
  clear(): void {
    this.set(EMPTY);
  }

  /** Brings a saved order here (a held order, or Undo of a hold); refused while anything waits in the queue. */
  open(orderId: string): boolean {
    if (this.state.ops.length > 0) return false;
    this.set({ ...EMPTY, orderId });
    return true;
  }

  /**
   * Sends what is waiting (before a print). Resolves true once the queue is
   * empty, false when something waits on the network or was refused.
   */
  async flush(): Promise<boolean> {
    while (this.pumping) await new Promise((resolve) => setTimeout(resolve, 20));
    await this.pump();
    return this.state.ops.length === 0;
  }

  private push<T extends DraftOp>(fields: Omit<T, 'id' | 'status' | 'message' | 'attempts'>): T {
    const op = { ...fields, id: newKey(), status: 'waiting', message: null, attempts: 0 } as T;
    this.set({ ...this.state, ops: [...this.state.ops, op] });
    void this.pump();
    return op;
  }

  private set(state: DraftState): void {
    this.state = state;
    writeStorage(this.storageKey, state);
    this.listeners.forEach((listener) => listener());
  }

  private update(opId: string, fields: Partial<OpBase>): void {
    this.set({
      ...this.state,
      ops: this.state.ops.map((op) => (op.id === opId ? ({ ...op, ...fields } as DraftOp) : op)),
    });
  }

  private drop(...opIds: string[]): void {
    this.set({ ...this.state, ops: this.state.ops.filter((op) => !opIds.includes(op.id)) });
  }

  private retryNow(): void {
    this.set({
      ...this.state,
      ops: this.state.ops.map((op) => (op.status === 'offline' ? { ...op, status: 'waiting' } : op)),
    });
    void this.pump();
  }

  /** The next operation to send, or null: in order; a network failure holds the queue until it is retried. */
  private next(): DraftOp | null {
    if (this.state.ops.some((op) => op.status === 'offline' || op.status === 'sending')) return null;
    for (const op of this.state.ops) {
      if (op.status !== 'waiting') continue;
      if (op.type === 'start') return op;
      // Nothing else can go before the order exists.
      return this.state.orderId === null ? null : op;
    }
    return null;
  }

  private async pump(): Promise<void> {
    if (this.pumping || !this.api) return;
    this.pumping = true;
    try {
      for (let op = this.next(); op && this.api; op = this.next()) {
        await this.send(this.api, op);
      }
    } finally {
      this.pumping = false;
    }
    this.schedule();
  }

  /** After a network failure, tries again a little later each time (and at once when the browser is back online). */
  private schedule(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const offline = this.state.ops.find((op) => op.status === 'offline');
    if (!this.api || !offline) return;
    const wait = Math.min(MAX_RETRY_MS, 1000 * 2 ** Math.min(offline.attempts - 1, 4));
    this.timer = setTimeout(() => this.retryNow(), wait);
  }

  private async send(api: DraftApi, op: DraftOp): Promise<void> {
    // A line removed before it was ever sent costs the server nothing.
    if (op.type === 'remove') {
      const pending = this.state.ops.find((candidate) => candidate.id === op.lineId);
      if (pending?.type === 'add') {
        this.drop(op.id, pending.id);
        return;
      }
    }
    this.update(op.id, { status: 'sending', attempts: op.attempts + 1 });
    const orderId = this.state.orderId;
    try {
      switch (op.type) {
        case 'start': {
          const order = await api.createOrder({ orderType: op.orderType, customerId: op.customer?.id ?? null }, op.key);
          this.set({ ...this.state, orderId: order.id, ops: this.state.ops.filter((other) => other.id !== op.id) });
          return;
        }
        case 'change':
          await api.changeOrder(orderId!, changeInput(op));
          break;
        case 'add': {
          const { lineId } = await api.addLine(orderId!, op.line, op.key);
          // A removal waiting on this line now names the server's line.
          this.set({
            ...this.state,
            ops: this.state.ops
              .filter((other) => other.id !== op.id)
              .map((other) => (other.type === 'remove' && other.lineId === op.id ? { ...other, lineId } : other)),
          });
          return;
        }
        case 'remove':
          await api.removeLine(op.lineId);
          break;
      }
      this.drop(op.id);
    } catch (error) {
      const failure = readServerFailure(error);
      if (failure.isNetworkFailure) {
        this.update(op.id, { status: 'offline', message: 'Not sent yet: no connection. Trying again…' });
      } else if (failure.code === 'UNAUTHENTICATED') {
        // The PIN session ended (the screen asks for the PIN again): it waits for the next session.
        this.update(op.id, { status: 'waiting', message: null });
        this.attach(null);
      } else if (op.type === 'remove' && failure.code === 'NOT_FOUND') {
        // Removed already (a retry after an answer that never arrived).
        this.drop(op.id);
      } else {
        if (failure.reason === 'MENU_CHANGED') api.menuChanged();
        this.update(op.id, { status: 'failed', message: failure.message ?? FALLBACK[op.type] });
      }
    }
  }
}

function targets(op: DraftOp, opId: string): boolean {
  return op.type === 'remove' && op.lineId === opId;
}

/** What a change sends; the screen sends it again itself when a void needs a reason. */
export function changeInput(op: ChangeOp): UpdateOrderInput {
  return {
    ...(op.orderType ? { orderType: op.orderType } : {}),
    ...(op.customer ? { customerId: op.customer.id } : {}),
    ...(op.scheduleTime !== undefined ? { scheduleTime: op.scheduleTime } : {}),
  };
}

function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, state: DraftState): void {
  try {
    if (state.orderId === null && state.ops.length === 0 && !state.customerForm)
      globalThis.localStorage.removeItem(key);
    else globalThis.localStorage.setItem(key, JSON.stringify(state));
  } catch {
    // Storage refused: the order still lives in this page.
  }
}

/** A receipt line on screen: the server's, or one on its way. */
export interface DisplayLine {
  /** The server's line id, or the queue's op id for a line not confirmed yet. */
  id: string;
  productName: string;
  parts: readonly { text: string; depth: number }[];
  quantity: number;
  priceCents: number;
  notes: string;
  open: boolean;
  /** saved: the server's; otherwise the queue's status, with its message. */
  status: 'saved' | OpStatus;
  message: string | null;
  /** The op to retry or dismiss, when the line (or its removal) is not confirmed. */
  opId: string | null;
  /** Taken off a printed order: kept, shown struck through, out of the totals (docs/product.md#voids). */
  voided: VoidMark | null;
}

/** A line the server has, as the receipt shows it; with a refused removal, marked so. */
export function savedLine(line: ReceiptLineFragment, removal?: RemoveOp): DisplayLine {
  return {
    id: line.id,
    productName: line.productName,
    parts: line.parts,
    quantity: line.quantity,
    priceCents: line.priceCents,
    notes: line.notes,
    open: line.open,
    status: removal ? 'failed' : 'saved',
    message: removal?.message ?? null,
    opId: removal?.id ?? null,
    voided: voidMarkOf(line),
  };
}

export interface OrderView {
  started: boolean;
  orderId: string | null;
  orderType: OrderType | null;
  customer: DraftCustomer | null;
  scheduleTime: string | null;
  lines: DisplayLine[];
  subtotalCents: number;
  deliveryChargeCents: number;
  taxPercentage: number;
  taxCents: number;
  totalCents: number;
  /** A change that moves the totals is on its way: the figures are the server's last ones. */
  estimated: boolean;
  /** Operations about the order itself (start, type, customer, schedule) that were refused or wait on the network. */
  problems: DraftOp[];
  /** Anything not confirmed yet. */
  pending: boolean;
}

/**
 * The order as the screen shows it: the server's order with the queue laid
 * over it. Lines on their way show at once; the money is always the
 * server's, marked as updating while a change that moves it is on its way.
 */
export function orderView(
  draft: DraftState,
  server: ReceiptFragment | null,
  rates: { taxPercentage: number },
): OrderView {
  let orderType: OrderType | null = server?.orderType ?? null;
  let customer: DraftCustomer | null = server?.customer ?? null;
  let scheduleTime: string | null = server?.scheduleTime ?? null;
  const removed = new Map<string, RemoveOp>();
  const lines: DisplayLine[] = [];

  for (const op of draft.ops) {
    if (op.status === 'failed' && op.type !== 'remove') continue;
    if (op.type === 'start') {
      orderType = op.orderType;
      customer = op.customer;
    } else if (op.type === 'change') {
      if (op.orderType) orderType = op.orderType;
      if (op.customer) customer = op.customer;
      if (orderType === 'togo') customer = null;
      if (op.scheduleTime !== undefined) scheduleTime = op.scheduleTime || null;
    } else if (op.type === 'remove') {
      removed.set(op.lineId, op);
    }
  }

  for (const line of server?.lines ?? []) {
    const removal = removed.get(line.id);
    if (removal && removal.status !== 'failed') continue;
    lines.push(savedLine(line, removal));
  }
  for (const op of draft.ops) {
    if (op.type !== 'add' || removed.has(op.id)) continue;
    lines.push({
      id: op.id,
      ...op.preview,
      status: op.status,
      message: op.message,
      opId: op.id,
      voided: null,
    });
  }

  const pending = draft.ops.length > 0;
  // The server works out every total (docs/product.md#totals-and-tax); until it answers, its last figures stand.
  const estimated = draft.ops.some(
    (op) => op.status !== 'failed' && (op.type !== 'change' || op.orderType !== undefined),
  );
  return {
    started: draft.orderId !== null || draft.ops.some((op) => op.type === 'start'),
    orderId: draft.orderId,
    orderType,
    customer,
    scheduleTime,
    lines,
    subtotalCents: server?.subtotalCents ?? 0,
    deliveryChargeCents: server?.deliveryChargeCents ?? 0,
    taxPercentage: server?.taxPercentage ?? rates.taxPercentage,
    taxCents: server?.taxCents ?? 0,
    totalCents: server?.totalCents ?? 0,
    estimated,
    problems: draft.ops.filter(
      (op) => (op.type === 'start' || op.type === 'change') && (op.status === 'failed' || op.status === 'offline'),
    ),
    pending,
  };
}
