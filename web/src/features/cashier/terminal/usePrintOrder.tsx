import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type { OrderType, ReceiptFragment, TenderInput } from '../../../graphql/generated/graphql';
import { failureMessage, readServerFailure } from '../../../graphql/errors';
import { wallClockIn } from '../../../ui/format/dates';
import { dollarsToCents } from '../../../ui/format/money';
import { PRINT_FAILED } from '../../../ui/format/words';
import { NOT_SAVED_MESSAGE, onlyWaitsOnNetwork } from '../draft/draftTypes';
import { placeDraftOf, type PrintStampFields } from '../draft/placeDraft';
import { newKey, type OrderDraftStore } from '../draft/orderDraft';
import { nextOfflineNumber, terminalProof } from '../offline/offlineNumber';
import { outboxOf } from '../offline/outbox';
import { linesOf, notePrintedHere } from '../offline/printedHere';
import { RESTAURANT } from '../../session/restaurant';
import { PRINT_ORDER } from '../operations';
import { changeDue, reprintStamp, type tenderOf } from '../receipt/receipt';
import { receiptOf, type ReceiptData } from '../receipt/ReceiptDocument';
import { useCardAtReader } from '../card/useCardAtReader';
import { useSplitPayment } from '../split/useSplitPayment';

export { NOT_SAVED_MESSAGE };

/** The paper to print and what the note says once it is printed ("Order #12", "Offline order K7-03"). */
export interface PrintJob {
  receipt: ReceiptData;
  stamp: string | null;
  orderType: OrderType;
  printed: string;
}

export const OFFLINE_STAMP = 'OFFLINE · sent to Zest POS when the connection is back';

/** A print call sent once that got no answer: its order and key. */
interface Blip {
  orderId: string;
  key: string;
}

interface Offline {
  restaurantId: string;
  /** The receipt as the screen shows it now (the order in progress, priced on the tablet). */
  receiptNow: () => ReceiptData;
}

/**
 * Print: what is still on its way is sent first, then the print with how it is paid (docs/product.md#receipt).
 * With no connection, a new order prints all the same, marked OFFLINE with a provisional number, and goes
 * whole to the outbox, which sends it once Zest POS answers again (docs/decisions/0045-the-terminal-offline.md).
 */
export function usePrintOrder(store: OrderDraftStore, restaurantId: string, offline: Offline | null) {
  const client = useApolloClient();
  const [printing, setPrinting] = useState(false);
  const [printError, setPrintError] = useState<string | null>(null);
  const [printJob, setPrintJob] = useState<PrintJob | null>(null);

  /**
   * The paper now, the calls later: the order's queue (or, after a blip during the print call, just the
   * print under the key it was sent with) goes to the outbox, which sends it once (decision 0045).
   * Offline, the order has no number yet: it prints OFFLINE with a provisional one.
   */
  const printToOutbox = async (
    at: Offline,
    tender: TenderInput | null,
    cashGiven: number | null,
    /** The print call's order and key that got no answer, or the key of a new order's placeOrder. */
    sentAs?: Blip | string,
  ) => {
    const blip = typeof sentAs === 'object' ? sentAs : undefined;
    const receipt = at.receiptNow();
    const number = blip ? `#${receipt.orderNumber}` : nextOfflineNumber(at.restaurantId);
    const taken = await store.takeAll();
    const entry = {
      id: newKey(),
      restaurantId: at.restaurantId,
      number,
      draftKey: `zest-pos.cashier.outbox.${at.restaurantId}.${newKey()}`,
      printKey: blip?.key ?? (typeof sentAs === 'string' ? sentAs : newKey()),
      tender,
      totalCents: receipt.figures.totalCents,
      printedAt: new Date().toISOString(),
      failure: null,
    };
    try {
      await outboxOf(at.restaurantId).add(entry, taken);
    } catch {
      store.putBack(taken);
      setPrintError('This tablet could not keep the order to send later. Try again, or wait for the connection.');
      return;
    }
    const figures = { tender: tender?.method ?? null, cashGivenCents: cashGiven };
    const paid = { ...figures, changeDueCents: changeDue(entry.totalCents, cashGiven) };
    const timeZone = client.readQuery({ query: RESTAURANT, variables: { id: at.restaurantId } })?.restaurant.timeZone;
    // On paper as the customer takes it: the lines as printed (no "waiting" marks), the restaurant's time.
    const lines = receipt.lines.map((line) => ({ ...line, status: 'saved' as const, message: null, opId: null }));
    const createdAtLocal = blip ? receipt.createdAtLocal : wallClockIn(timeZone);
    const offlineNumber = blip ? null : number;
    // Kept for this tablet's history with no network; the paper prints whatever becomes of it.
    void notePrintedHere(
      {
        id: blip ? blip.orderId : entry.id,
        restaurantId: at.restaurantId,
        orderNumber: blip ? receipt.orderNumber : null,
        offlineNumber,
        orderType: receipt.orderType ?? 'togo',
        customerName: receipt.customer?.fullName ?? null,
        totalCents: entry.totalCents,
        lines: linesOf(receipt),
      },
      timeZone,
    ).catch(() => undefined);
    setPrintJob({
      receipt: { ...receipt, offlineNumber, tender: paid, lines, createdAtLocal, estimated: false },
      stamp: blip ? null : OFFLINE_STAMP,
      orderType: receipt.orderType ?? 'togo',
      printed: blip ? `Order ${number}` : `Offline order ${number}`,
    });
  };

  const notePrinted = (order: ReceiptFragment, receipt: ReceiptData) => {
    const timeZone = client.readQuery({ query: RESTAURANT, variables: { id: order.restaurantId } })?.restaurant
      .timeZone;
    const record = {
      id: order.id,
      restaurantId: order.restaurantId,
      orderNumber: order.orderNumber,
      offlineNumber: null,
      orderType: order.orderType,
      customerName: order.customer?.fullName ?? null,
      totalCents: order.totalCents,
      lines: linesOf(receipt),
    };
    void notePrintedHere(record, timeZone).catch(() => undefined);
  };

  const showPrinted = (order: ReceiptFragment, print: PrintStampFields | null) => {
    const receipt = receiptOf(order);
    if (print?.number === 1) notePrinted(order, receipt);
    setPrintJob({
      receipt,
      stamp: print ? reprintStamp(print) : null,
      orderType: order.orderType,
      printed: `Order #${order.orderNumber}`,
    });
  };

  /** A saved order printed, with how it was paid. */
  const printSaved = async (orderId: string, tender: TenderInput | null, key: string, terminal: string | null) => {
    const { data } = await client.mutate({ mutation: PRINT_ORDER, variables: { id: orderId, tender, key, terminal } });
    if (data) showPrinted(data.printOrder.order, data.printOrder.print);
  };

  /** A paid order printed (on the reader, or split in parts): what stopped it, or null once printed. */
  const printPaid = async (orderId: string, tender: TenderInput | null) => {
    setPrinting(true);
    try {
      await printSaved(orderId, tender, newKey(), terminalProof(restaurantId));
      return null;
    } catch (error) {
      const message = failureMessage(error, PRINT_FAILED);
      setPrintError(message);
      return message;
    } finally {
      setPrinting(false);
    }
  };

  // Paid on the tablet's reader (decision 0080): printed once Stripe's event says the card went through.
  const card = useCardAtReader(
    restaurantId,
    async (orderId) => (await printPaid(orderId, { method: 'card' })) === null,
  );
  // Split in parts (decision 0084): printed once the parts cover it, with no tender of its own.
  const split = useSplitPayment(store, restaurantId, (orderId) => printPaid(orderId, null));

  const print = async (paying: ReturnType<typeof tenderOf>) => {
    setPrintError(null);
    const method = paying.method;
    const cashGiven = method === 'cash' && paying.cashGiven.trim() ? dollarsToCents(paying.cashGiven) : null;
    setPrinting(true);
    const tender = method ? { method, ...(cashGiven !== null ? { cashGivenCents: cashGiven } : {}) } : null;
    // One key per tap: a retry the network repeats is the same print.
    const key = newKey();
    // The tablet names itself: a cash tender goes into its open drawer (docs/product.md#cash-drawers).
    const terminal = terminalProof(restaurantId);
    let orderId: string | null = null;
    try {
      if (method === 'card' && card.reader) {
        // The card first: the order saved whole, then what it owes goes to the reader; the paper follows.
        const saved = await store.flush();
        orderId = store.getSnapshot().orderId;
        if (saved && orderId) card.start(orderId);
        else setPrintError(NOT_SAVED_MESSAGE);
        return;
      }
      if (placeDraftOf(store.getSnapshot())) {
        // A new order: placed whole with its print, in one request (docs/decisions/0059-place-order.md).
        const placed = await store.place({ key, print: true, tender, terminal });
        if (placed?.ok) return showPrinted(placed.order, placed.print);
        // No answer: the paper prints offline, and the outbox sends the order under this tap's key.
        if (placed?.network && offline) return await printToOutbox(offline, tender, cashGiven, key);
        setPrintError(placed?.network ? NOT_SAVED_MESSAGE : (placed?.message ?? PRINT_FAILED));
        return;
      }
      const saved = await store.flush();
      orderId = store.getSnapshot().orderId;
      if (!saved && offline && onlyWaitsOnNetwork(store.getSnapshot().ops)) {
        await printToOutbox(offline, tender, cashGiven);
        return;
      }
      if (!saved || !orderId) {
        setPrintError(NOT_SAVED_MESSAGE);
        return;
      }
      await printSaved(orderId, tender, key, terminal);
    } catch (error) {
      // The network went during the print call: the paper prints, and the call goes again, same key, from the outbox.
      if (offline && orderId && readServerFailure(error).isNetworkFailure) {
        await printToOutbox(offline, tender, cashGiven, { orderId, key });
        return;
      }
      setPrintError(failureMessage(error, PRINT_FAILED));
    } finally {
      setPrinting(false);
    }
  };

  const dialogs = (
    <>
      {card.dialog}
      {split.dialog}
    </>
  );
  const splitError = split.error;
  return {
    print,
    printing: printing || card.busy,
    printError: printError ?? splitError,
    printJob,
    setPrintJob,
    dialogs,
    split: split.open,
  };
}
