import type { Dispatch, SetStateAction } from 'react';
import type { HalfToppingPricing, ReceiptFragment } from '../../../graphql/generated/graphql';
import type { LinePreview } from '../draft/draftTypes';
import type { OrderDraftStore } from '../draft/orderDraft';
import { againOf, type DisplayLine } from '../draft/orderView';
import { choiceParts, lineInput, partsText, soldOutOf, unitPrice, type LineChoice, type Menu } from '../draft/pricing';
import { withQuantity } from '../receipt/receipt';
import type { VoidRequest } from '../voids/OrderVoidDialog';
import { countsAsVoid } from '../voids/voids';
import type { Note } from './NoteToast';
import type { TerminalScreen } from './terminalState';

export const NO_ORDER_MESSAGE = 'No active order. Start the order first.';

interface LineActionsDeps {
  store: OrderDraftStore;
  screen: TerminalScreen;
  setScreen: (change: Partial<TerminalScreen>) => void;
  menu: Menu | undefined;
  halves: HalfToppingPricing;
  server: ReceiptFragment | null;
  setVoiding: Dispatch<SetStateAction<VoidRequest | null>>;
  setNote: Dispatch<SetStateAction<Note | null>>;
}

/** A line added from the menu (docs/product.md#adding-items), a line removed with Undo or voided once printed. */
export function lineActions({ store, screen, setScreen, menu, halves, server, setVoiding, setNote }: LineActionsDeps) {
  const addChoice = (choice: LineChoice, quantity: number, notes: string): string | null => {
    // The server refuses it at Print: said now, where it was tapped.
    const ranOut = menu ? soldOutOf(menu, choice) : null;
    if (ranOut) return ranOut;
    // After a To Go print the next order starts with its first item.
    if (!store.started && screen.next === 'togo') {
      store.start('togo', null);
      setScreen({ next: null });
    }
    // docs/product.md#adding-items: said where the cashier tapped.
    if (!store.started) return NO_ORDER_MESSAGE;
    const parts = menu ? (choiceParts(menu, choice, halves) ?? []) : [];
    const preview: LinePreview = {
      productName: partsText(parts),
      parts,
      quantity,
      priceCents: unitPrice(parts) * quantity,
      notes: notes.trim(),
      open: false,
    };
    // The menu's version goes with the line: an order printed offline keeps this menu's prices (decision 0046).
    const input = { ...lineInput(choice, quantity, notes), ...(menu?.version ? { menuVersion: menu.version } : {}) };
    store.add({ menu: input }, preview);
    return null;
  };

  const removeLine = (line: DisplayLine) => {
    const label = withQuantity(line.parts[0]?.text ?? line.productName, line.quantity);
    // docs/product.md#voids: once the order is no longer being taken a saved line is voided, with a reason.
    if (countsAsVoid(server) && line.status === 'saved') {
      setVoiding({ kind: 'line', lineId: line.id, label });
      return;
    }
    if (line.status === 'failed' && line.opId && line.id === line.opId) {
      store.dismiss(line.opId);
      return;
    }
    const saved = server?.lines.find((candidate) => candidate.id === line.id);
    const removalId = store.remove(line.id, saved ? againOf(saved) : null);
    setNote({ id: removalId, text: `Removed ${label}`, undo: () => store.undo(removalId) });
  };

  return { addChoice, removeLine };
}
