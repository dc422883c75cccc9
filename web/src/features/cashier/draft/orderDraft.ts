import type { OrderType } from '../../../graphql/generated/graphql';
import { newKey } from '../../../ui/format/keys';
import {
  type DraftCustomer,
  type DraftLine,
  type LinePreview,
  type OpBase,
  type StartOp,
  type ChangeOp,
  type AddOp,
  type RemoveOp,
  type LineAgain,
  type DraftOp,
  type CustomerForm,
  type DraftState,
  type DraftApi,
  targets,
} from './draftTypes';
import { EMPTY, parseDraft, readStorage, writeStorage } from './draftStorage';
import { placeDraftOf, placeWhole, type Placed, type PlaceRequest } from './placeDraft';
import { sendOp } from './sendOp';

export { newKey };

const MAX_RETRY_MS = 15_000;
type Listener = () => void;

export class OrderDraftStore {
  private state: DraftState;
  private readonly listeners = new Set<Listener>();
  private api: DraftApi | null = null;
  private pumping = false;
  /** While the queue is being handed over whole (takeAll), nothing starts sending. */
  private holding = false;
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
   * Sends what is waiting: a new order is saved whole without its print (held, or before a discount),
   * under its start's key. True once the queue is empty; false if something waits or was refused
   * (`refusal` says why, when the server did).
   */
  async flush(): Promise<boolean> {
    await this.idle();
    const start = this.state.ops.find((op) => op.type === 'start');
    const draft = placeDraftOf(this.state);
    // A new order with no line yet is nothing to keep.
    if (start && draft && !draft.lines.length) return true;
    if (start && draft) {
      const placed = await this.place({ key: start.key, print: false, tender: null, terminal: null });
      if (!placed?.ok) return false;
    }
    await this.pump();
    return this.state.ops.length === 0;
  }

  /** A new order's lines as the server named them when it was placed: the line a discount asked of the tablet's is. */
  readonly placedLines = new Map<string, string>();

  /** Why the last placing of a new order was refused by the server; null once it was placed or it never answered. */
  refusal: string | null = null;

  /** The new order placed whole, in one request (placeDraft.ts); nothing else is sent while it is on its way. */
  async place(request: PlaceRequest): Promise<Placed | null> {
    if (!this.api || !placeDraftOf(this.state)) return null;
    this.holding = true;
    try {
      await this.idle();
      const host = { get: () => this.state, set: (state: DraftState) => this.set(state) };
      const placed = await placeWhole(host, this.api, request);
      this.refusal = placed.ok || placed.network ? null : placed.message;
      if (placed.ok) placed.lineOf.forEach((lineId, opId) => this.placedLines.set(opId, lineId));
      if (!placed.ok && placed.code === 'UNAUTHENTICATED') this.attach(null);
      return placed;
    } finally {
      this.holding = false;
      void this.pump();
    }
  }

  /** The whole queue taken away (an order printed offline goes to the outbox), once no call is on its way. */
  async takeAll(): Promise<DraftState> {
    this.holding = true;
    try {
      await this.idle();
      const taken = this.state;
      this.set(EMPTY);
      return taken;
    } finally {
      this.holding = false;
    }
  }

  /** What takeAll took, put back (the outbox could not keep it). */
  putBack = (state: DraftState) => void (this.set(state), this.pump());

  private async idle(): Promise<void> {
    while (this.pumping) await new Promise((resolve) => setTimeout(resolve, 20));
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
    // A new order goes whole, at Print or when it is saved (place), never tap by tap.
    if (this.state.orderId === null) return null;
    return this.state.ops.find((op) => op.status === 'waiting') ?? null;
  }

  private async pump(): Promise<void> {
    if (this.pumping || this.holding || !this.api) return;
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
    const host = {
      get: () => this.state,
      set: (state: DraftState) => this.set(state),
      detach: () => this.attach(null),
    };
    await sendOp(host, api, op);
  }
}
