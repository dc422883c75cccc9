import type { Dispatch, SetStateAction } from 'react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../session/account';
import { newKey, type OrderDraftStore } from '../draft/orderDraft';
import { NO_TENDER, type TenderChoice } from '../receipt/receipt';
import { usePrintJob } from '../receipt/ReceiptPaper';
import type { Note } from './NoteToast';
import type { TerminalScreen } from './terminalState';
import type { PrintJob } from './usePrintOrder';

/** The take-order screen (a new order) or the update screen (an order that exists). */
export type Mode = { kind: 'take'; role: string; userId: string } | { kind: 'update'; orderId: string };

interface AfterPrintDeps {
  mode: Mode;
  restaurantId: string;
  store: OrderDraftStore;
  printJob: PrintJob | null;
  setPrintJob: Dispatch<SetStateAction<PrintJob | null>>;
  setTender: Dispatch<SetStateAction<TenderChoice>>;
  setScreen: (change: Partial<TerminalScreen>) => void;
  setNote: Dispatch<SetStateAction<Note | null>>;
}

/** Once the paper is printed: the next order, or back where the cashier came from. */
export function useAfterPrint({
  mode,
  restaurantId,
  store,
  printJob,
  setPrintJob,
  setTender,
  setScreen,
  setNote,
}: AfterPrintDeps) {
  const navigate = useNavigate();
  const back = useCallback(() => {
    const index: unknown = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof index === 'number' && index > 0) navigate(-1);
    else
      navigate(
        mode.kind === 'take' ? paths.cashier(mode.role, restaurantId, mode.userId) : paths.orderHistory(restaurantId),
        { replace: true },
      );
  }, [mode, navigate, restaurantId]);

  // docs/product.md#receipt: after printing, the take-order screen is ready for the next order of the same kind
  // (the customer dialog open for a delivery or a pickup, To Go chosen for the next item), on the same menu list;
  // the update screen goes back to where the cashier came from.
  usePrintJob(printJob, () => {
    store.clear();
    setTender(NO_TENDER);
    if (mode.kind === 'update' || !printJob) {
      back();
      return;
    }
    const kind = printJob.orderType;
    setPrintJob(null);
    setScreen({ next: kind, customerFor: kind === 'togo' ? null : kind });
    setNote({ id: newKey(), text: `${printJob.printed} printed. Ready for the next one.` });
  });
}
