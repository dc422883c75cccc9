import type { TenderInput } from '../../../graphql/generated/graphql';
import { readServerFailure } from '../../../graphql/errors';
import { PRINT_FAILED } from '../../../ui/words';
import type { DraftApi, DraftState } from '../draft/draftTypes';
import { writeStorage } from '../draft/draftStorage';
import { OrderDraftStore } from '../draft/orderDraft';
import { terminalProof } from './offlineNumber';
import { numberPrintedHere } from './printedHere';
import { terminalDatabase, type OutboxEntry } from './terminalDatabase';

/**
 * The orders printed offline on this tablet, sent when Zest POS answers again
 * (issue 25): each order's queue of calls, replayed in the order they were
 * printed, every call under the Idempotency-Key it was given when it was
 * tapped, then the print under its own key. Whatever fails half-way, sending
 * again repeats nothing: the server answers a key it has seen with its first
 * answer. Nothing paid is dropped: the outbox outlives the PIN session and
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
      // The order arrives with the number and the time on its paper, and this tablet's key: the server judges
      // the paper's time by what it heard of the tablet (decision 0052). The history shows both numbers.
      const terminal = terminalProof(this.restaurantId);
      const paper = entry.number.startsWith('#')
        ? {}
        : { offlineNumber: entry.number, printedAt: entry.printedAt, ...(terminal ? { terminal } : {}) };
      draft.attach({ ...api, createOrder: (input, key) => api.createOrder({ ...input, ...paper }, key) });
      let saved: boolean;
      try {
        saved = await draft.flush();
      } finally {
        draft.attach(null);
      }
      const state = draft.getSnapshot();
      if (!saved) {
        const refused = state.ops.find((op) => op.status === 'failed');
        if (!refused) {
          // No connection: everything waits, in order.
          this.reaching = false;
          return;
        }
        await this.fail(entry, refused.message ?? 'Refused by Zest POS.');
        continue;
      }
      if (!state.orderId) {
        await this.fail(entry, 'Nothing of this order reached Zest POS.');
        continue;
      }
      let orderNumber: number | null;
      try {
        orderNumber = await print(state.orderId, entry.tender, entry.printKey);
      } catch (error) {
        const failure = readServerFailure(error);
        if (failure.isNetworkFailure) {
          this.reaching = false;
          return;
        }
        await this.fail(entry, failure.message ?? PRINT_FAILED);
        continue;
      }
      writeStorage(entry.draftKey, { orderId: null, ops: [], customerForm: null });
      await (await terminalDatabase()).delete('outbox', entry.id);
      if (orderNumber !== null) await numberPrintedHere(entry.id, orderNumber).catch(() => undefined);
      this.reaching = true;
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
