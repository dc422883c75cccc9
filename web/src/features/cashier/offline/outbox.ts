import type { TenderInput } from '../../../graphql/generated/graphql';
import { readServerFailure } from '../../../graphql/errors';
import { PRINT_FAILED } from '../../../ui/format/words';
import type { DraftApi, DraftState } from '../draft/draftTypes';
import { writeStorage } from '../draft/draftStorage';
import { OrderDraftStore } from '../draft/orderDraft';
import { terminalProof } from './offlineNumber';
import { numberPrintedHere } from './printedHere';
import type { KeptPunch } from '../../session/clock/rules';
import { terminalDatabase, type OutboxEntry, type OutboxOrder, type OutboxPunch } from './terminalDatabase';

/**
 * The orders printed offline on this tablet, sent when Zest POS answers again
 * (issue 25), in the order they were printed: a new order as one placeOrder
 * with its print (decision 0059); an order the server had, its calls still on
 * their way and then its print, each under the Idempotency-Key it was given
 * when it was tapped. Whatever fails half-way, sending again repeats nothing:
 * the server answers a key it has seen with its first answer. Nothing paid is dropped: the outbox outlives the PIN session and
 * the account's (the server checks each call against the session that sends it). Punches at the time clock that got
 * no answer wait here too (issue 50), each as it was tapped, at the tablet's time, under its key; they go from the
 * PIN card as well, while the orders wait for a cashier's session.
 */
export interface OutboxSnapshot {
  /** Orders and punches waiting. */
  waiting: number;
  /** Of them, punches. */
  punches: number;
  sending: boolean;
  /** The first order or punch the server refused, with its reason: it waits for Retry; the others still go. */
  failed: OutboxEntry | null;
}

/** The print call; answers the order's number. */
export type PrintCall = (orderId: string, tender: TenderInput | null, key: string) => Promise<number | null>;

/** The punch call, as the time clock sends it. */
export type PunchCall = (punch: KeptPunch) => Promise<void>;

/** How this screen sends: orders only behind a cashier's PIN (null before it), punches always. */
export interface OutboxCalls {
  orders: { api: DraftApi; print: PrintCall } | null;
  punch: PunchCall;
}

const isPunch = (entry: OutboxEntry): entry is OutboxPunch => entry.punch !== undefined;
const isOrder = (entry: OutboxEntry): entry is OutboxOrder => entry.punch === undefined;
/** Its place in the queue: when the order was printed, when the punch was tapped. */
const madeAt = (entry: OutboxEntry) => (isPunch(entry) ? entry.punch.at : entry.printedAt);

/** What sending one entry came to: sent (with the order's number), no connection, or refused with why. */
type Sent = { orderNumber: number | null } | 'offline' | string;

const NOTHING_ARRIVED = 'Nothing of this order reached Zest POS.';
const REFUSED = 'Refused by Zest POS.';

const NOTHING: OutboxSnapshot = { waiting: 0, punches: 0, sending: false, failed: null };

export class Outbox {
  private snapshot = NOTHING;
  private readonly listeners = new Set<() => void>();
  private running = false;
  /** The last try reached Zest POS: only then does the header say Sending (not at every try while offline). */
  private reaching = true;
  /** The last send could send orders (a cashier's session): only then do waiting orders count as being sent. */
  private ordersToo = false;

  constructor(readonly restaurantId: string) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** The orders and punches waiting, oldest first. */
  async entries(): Promise<OutboxEntry[]> {
    const all = await (await terminalDatabase()).getAllFromIndex('outbox', 'restaurant', this.restaurantId);
    return all.sort((a, b) => madeAt(a).localeCompare(madeAt(b)));
  }

  /** The orders waiting, oldest first. */
  async orders(): Promise<OutboxOrder[]> {
    return (await this.entries()).filter(isOrder);
  }

  /** An order printed offline joins the outbox with its queue; nothing is sent from the screen's draft again. */
  async add(entry: OutboxOrder, draft: DraftState): Promise<void> {
    writeStorage(entry.draftKey, { ...draft, customerForm: null });
    await (await terminalDatabase()).put('outbox', entry);
    await this.refresh();
  }

  /** A punch Zest POS did not answer joins the outbox, to be sent as it was. */
  async keep(punch: KeptPunch): Promise<void> {
    const entry: OutboxPunch = { id: punch.idempotencyKey, restaurantId: this.restaurantId, punch, failure: null };
    await (await terminalDatabase()).put('outbox', entry);
    await this.refresh();
  }

  async refresh(): Promise<void> {
    const entries = await this.entries();
    const punches = entries.filter(isPunch).length;
    const going = this.ordersToo ? entries.length : punches;
    this.publish({
      waiting: entries.length,
      punches,
      sending: this.running && this.reaching && going > 0,
      failed: entries.find((entry) => entry.failure !== null) ?? null,
    });
  }

  /** A refused order or punch sent again: an order's refused calls go back in its queue. */
  async retry(calls: OutboxCalls, id: string): Promise<void> {
    const db = await terminalDatabase();
    const entry = await db.get('outbox', id);
    if (!entry) return;
    if (isOrder(entry)) {
      const draft = new OrderDraftStore(entry.draftKey);
      for (const op of draft.getSnapshot().ops) if (op.status === 'failed') draft.retry(op.id);
    }
    await db.put('outbox', { ...entry, failure: null });
    await this.send(calls);
  }

  /** A refused punch given up (a manager enters the shift instead); an order paid for is never dropped. */
  async dismiss(id: string): Promise<void> {
    const db = await terminalDatabase();
    const entry = await db.get('outbox', id);
    if (entry && isPunch(entry)) await db.delete('outbox', id);
    await this.refresh();
  }

  /** Sends what waits, one after the other; stops at the first network failure and tries again later. */
  async send(calls: OutboxCalls): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.ordersToo = calls.orders !== null;
    try {
      // One sender per restaurant on this tablet, whatever the number of tabs.
      const locks = (navigator as Navigator & { locks?: LockManager }).locks;
      const work = () => this.sendAll(calls);
      if (locks)
        await locks.request(`zest-pos-outbox-${this.restaurantId}`, { ifAvailable: true }, (lock) => lock && work());
      else await work();
    } finally {
      this.running = false;
      await this.refresh();
    }
  }

  private async sendAll(calls: OutboxCalls): Promise<void> {
    for (const entry of await this.entries()) {
      if (entry.failure !== null) continue;
      // Orders wait for a cashier's session; punches go from the PIN card too.
      if (isOrder(entry) && !calls.orders) continue;
      await this.refresh();
      const sent = isPunch(entry) ? await this.punch(entry, calls.punch) : await this.order(entry, calls.orders!);
      if (sent === 'offline') {
        // No connection: everything waits, in order.
        this.reaching = false;
        return;
      }
      if (typeof sent === 'string') {
        await this.fail(entry, sent);
        continue;
      }
      if (isOrder(entry)) writeStorage(entry.draftKey, { orderId: null, ops: [], customerForm: null });
      await (await terminalDatabase()).delete('outbox', entry.id);
      if (sent.orderNumber !== null) await numberPrintedHere(entry.id, sent.orderNumber).catch(() => undefined);
      this.reaching = true;
    }
  }

  /** An order: a new one's paper, or an order the server had printed again. */
  private async order(entry: OutboxOrder, { api, print }: NonNullable<OutboxCalls['orders']>): Promise<Sent> {
    const draft = new OrderDraftStore(entry.draftKey);
    draft.attach(api);
    try {
      return entry.number.startsWith('#') ? await this.printAgain(draft, entry, print) : await this.paper(draft, entry);
    } finally {
      draft.attach(null);
    }
  }

  /** A punch as it was tapped, at the tablet's time, under its key: the server applies it once, or says why not. */
  private async punch(entry: OutboxPunch, call: PunchCall): Promise<Sent> {
    try {
      await call(entry.punch);
      return { orderNumber: null };
    } catch (error) {
      const failure = readServerFailure(error);
      return failure.isNetworkFailure ? 'offline' : (failure.message ?? REFUSED);
    }
  }

  /**
   * A new order printed offline: one placeOrder with its print, the number and the time on its paper and
   * this tablet's key, under the key its Print was tapped with; the server judges the paper's time by what
   * it heard of the tablet (decision 0052). When the tap's own placeOrder reached Zest POS and only its
   * answer was lost, the server answers that order, and gives it the paper's number (a paper's labels are
   * not part of the request).
   */
  private async paper(draft: OrderDraftStore, entry: OutboxOrder): Promise<Sent> {
    // Placed already (the outbox was stopped before it could forget the entry).
    if (draft.getSnapshot().orderId !== null) return { orderNumber: null };
    const terminal = terminalProof(this.restaurantId);
    const request = { key: entry.printKey, print: true, tender: entry.tender, terminal };
    const placed = await draft.place({
      ...request,
      paper: { offlineNumber: entry.number, printedAt: entry.printedAt },
    });
    if (!placed) return NOTHING_ARRIVED;
    if (placed.ok) return { orderNumber: placed.order.orderNumber };
    return placed.network ? 'offline' : (placed.message ?? REFUSED);
  }

  /** An order the server had, whose print got no answer: what it still has on its way, then the print, same key. */
  private async printAgain(draft: OrderDraftStore, entry: OutboxOrder, print: PrintCall): Promise<Sent> {
    if (!(await draft.flush())) {
      const refused = draft.getSnapshot().ops.find((op) => op.status === 'failed');
      return refused ? (refused.message ?? REFUSED) : 'offline';
    }
    const orderId = draft.getSnapshot().orderId;
    if (!orderId) return NOTHING_ARRIVED;
    try {
      return { orderNumber: await print(orderId, entry.tender, entry.printKey) };
    } catch (error) {
      const failure = readServerFailure(error);
      return failure.isNetworkFailure ? 'offline' : (failure.message ?? PRINT_FAILED);
    }
  }

  private async fail(entry: OutboxEntry, failure: string): Promise<void> {
    await (await terminalDatabase()).put('outbox', { ...entry, failure });
  }

  private publish(next: OutboxSnapshot) {
    const same =
      next.waiting === this.snapshot.waiting &&
      next.punches === this.snapshot.punches &&
      next.sending === this.snapshot.sending &&
      next.failed?.id === this.snapshot.failed?.id &&
      next.failed?.failure === this.snapshot.failed?.failure;
    if (same) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

const outboxes = new Map<string, Outbox>();

/** The one outbox of a restaurant in this page: the print adds to it, the screen's sender empties it. */
export function outboxOf(restaurantId: string): Outbox {
  let outbox = outboxes.get(restaurantId);
  if (!outbox) outboxes.set(restaurantId, (outbox = new Outbox(restaurantId)));
  return outbox;
}
