import type { TenderInput } from '../../../graphql/generated/graphql';
import { readServerFailure } from '../../../graphql/errors';
import { PRINT_FAILED } from '../../../ui/format/words';
import type { DraftApi, DraftState } from '../draft/draftTypes';
import { writeStorage } from '../draft/draftStorage';
import { OrderDraftStore } from '../draft/orderDraft';
import { terminalProof } from './offlineNumber';
import { numberPrintedHere } from './printedHere';
import { terminalDatabase, type OutboxEntry } from './terminalDatabase';

/**
 * The orders printed offline on this tablet, sent when Zest POS answers again
 * (issue 25), in the order they were printed: a new order as one placeOrder
 * with its print (decision 0059); an order the server had, its calls still on
 * their way and then its print, each under the Idempotency-Key it was given
 * when it was tapped. Whatever fails half-way, sending again repeats nothing:
 * the server answers a key it has seen with its first answer. Nothing paid is dropped: the outbox outlives the PIN session and
 * the account's (the server checks each call against the session that sends it).
 */
export interface OutboxSnapshot {
  waiting: number;
  sending: boolean;
  /** The first order the server refused, with its reason: it waits for Retry; the others still go. */
  failed: OutboxEntry | null;
}

/** The print call; answers the order's number. */
export type PrintCall = (orderId: string, tender: TenderInput | null, key: string) => Promise<number | null>;

/** What sending one entry came to: sent (with the order's number), no connection, or refused with why. */
type Sent = { orderNumber: number | null } | 'offline' | string;

const NOTHING_ARRIVED = 'Nothing of this order reached Zest POS.';
const REFUSED = 'Refused by Zest POS.';

const NOTHING: OutboxSnapshot = { waiting: 0, sending: false, failed: null };

export class Outbox {
  private snapshot = NOTHING;
  private readonly listeners = new Set<() => void>();
  private running = false;
  /** The last try reached Zest POS: only then does the header say Sending (not at every try while offline). */
  private reaching = true;

  constructor(readonly restaurantId: string) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** The orders waiting, oldest first. */
  async entries(): Promise<OutboxEntry[]> {
    const all = await (await terminalDatabase()).getAllFromIndex('outbox', 'restaurant', this.restaurantId);
    return all.sort((a, b) => a.printedAt.localeCompare(b.printedAt));
  }

  /** An order printed offline joins the outbox with its queue; nothing is sent from the screen's draft again. */
  async add(entry: OutboxEntry, draft: DraftState): Promise<void> {
    writeStorage(entry.draftKey, { ...draft, customerForm: null });
    await (await terminalDatabase()).put('outbox', entry);
    await this.refresh();
  }

  async refresh(): Promise<void> {
    const entries = await this.entries();
    this.publish({
      waiting: entries.length,
      sending: this.running && this.reaching && entries.length > 0,
      failed: entries.find((entry) => entry.failure !== null) ?? null,
    });
  }

  /** A refused order sent again: its refused calls go back in its queue. */
  async retry(api: DraftApi, print: PrintCall, id: string): Promise<void> {
    const db = await terminalDatabase();
    const entry = await db.get('outbox', id);
    if (!entry) return;
    const draft = new OrderDraftStore(entry.draftKey);
    for (const op of draft.getSnapshot().ops) if (op.status === 'failed') draft.retry(op.id);
    await db.put('outbox', { ...entry, failure: null });
    await this.send(api, print);
  }

  /** Sends what waits, one order after the other; stops at the first network failure and tries again later. */
  async send(api: DraftApi, print: PrintCall): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      // One sender per restaurant on this tablet, whatever the number of tabs.
      const locks = (navigator as Navigator & { locks?: LockManager }).locks;
      const work = () => this.sendAll(api, print);
      if (locks)
        await locks.request(`zest-pos-outbox-${this.restaurantId}`, { ifAvailable: true }, (lock) => lock && work());
      else await work();
    } finally {
      this.running = false;
      await this.refresh();
    }
  }

  private async sendAll(api: DraftApi, print: PrintCall): Promise<void> {
    for (const entry of await this.entries()) {
      if (entry.failure !== null) continue;
      await this.refresh();
      const draft = new OrderDraftStore(entry.draftKey);
      draft.attach(api);
      let sent: Sent;
      try {
        sent = entry.number.startsWith('#')
          ? await this.printAgain(draft, entry, print)
          : await this.paper(draft, entry);
      } finally {
        draft.attach(null);
      }
      if (sent === 'offline') {
        // No connection: everything waits, in order.
        this.reaching = false;
        return;
      }
      if (typeof sent === 'string') {
        await this.fail(entry, sent);
        continue;
      }
      writeStorage(entry.draftKey, { orderId: null, ops: [], customerForm: null });
      await (await terminalDatabase()).delete('outbox', entry.id);
      if (sent.orderNumber !== null) await numberPrintedHere(entry.id, sent.orderNumber).catch(() => undefined);
      this.reaching = true;
    }
  }

  /**
   * A new order printed offline: one placeOrder with its print, the number and the time on its paper and
   * this tablet's key, under the key its Print was tapped with; the server judges the paper's time by what
   * it heard of the tablet (decision 0052). When the tap's own placeOrder reached Zest POS and only its
   * answer was lost, the server answers that order, and gives it the paper's number (a paper's labels are
   * not part of the request).
   */
  private async paper(draft: OrderDraftStore, entry: OutboxEntry): Promise<Sent> {
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
  private async printAgain(draft: OrderDraftStore, entry: OutboxEntry, print: PrintCall): Promise<Sent> {
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
