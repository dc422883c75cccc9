import { useCallback, useEffect, useState } from 'react';
import type { HistoryCardFragment, OrderType } from '../../../graphql/generated/graphql';
import type { MenuView } from '../menu/MenuBrowser';

/**
 * Where the take-order screen stands, kept in the browser next to the order in
 * progress (orderDraft.ts): the menu view, the type the next order takes after
 * a print, and the customer dialog when it is open. A reload, a locked screen
 * or the next cashier's PIN finds the terminal as it was left: after a
 * delivery's print, the customer dialog open over the list the last pizza
 * came from.
 */
export interface TerminalScreen {
  view: MenuView;
  /** After a print: the type the next order takes (To Go starts with its first item). */
  next: OrderType | null;
  /** The customer dialog, open for this type. */
  customerFor: 'delivery' | 'pickup' | null;
}

export const START_SCREEN: TerminalScreen = { view: { name: 'categories' }, next: null, customerFor: null };

const TYPES: readonly (OrderType | null)[] = ['delivery', 'pickup', 'togo', null];

/**
 * A kept view as this version shows it, or null. A category's own list
 * ('products', kept by an earlier version) is the menu with that category shown.
 */
function viewOf(value: unknown): MenuView | null {
  if (!value || typeof value !== 'object') return null;
  const view = value as { name?: unknown; categoryId?: unknown; productId?: unknown; specialId?: unknown };
  const categoryId = typeof view.categoryId === 'string' ? view.categoryId : undefined;
  switch (view.name) {
    case 'categories':
      return { name: 'categories', categoryId };
    case 'products':
      return categoryId ? { name: 'categories', categoryId } : null;
    case 'specials':
    case 'sides':
      return { name: view.name };
    case 'product': {
      const back = viewOf((value as { back?: unknown }).back);
      const sizeId = (value as { sizeId?: unknown }).sizeId;
      return typeof view.productId === 'string' && back
        ? { name: 'product', productId: view.productId, sizeId: typeof sizeId === 'string' ? sizeId : undefined, back }
        : null;
    }
    case 'special':
      return typeof view.specialId === 'string'
        ? { name: 'special', specialId: view.specialId, back: viewOf((value as { back?: unknown }).back) ?? undefined }
        : null;
    default:
      return null;
  }
}

/** What localStorage holds, if it is a screen; anything else is the start screen. */
export function parseScreen(raw: string | null): TerminalScreen {
  if (!raw) return START_SCREEN;
  try {
    const parsed = JSON.parse(raw) as Partial<TerminalScreen> | null;
    const view = parsed ? viewOf(parsed.view) : null;
    if (!parsed || !view) return START_SCREEN;
    return {
      view,
      next: TYPES.includes(parsed.next ?? null) ? (parsed.next ?? null) : null,
      customerFor: parsed.customerFor === 'delivery' || parsed.customerFor === 'pickup' ? parsed.customerFor : null,
    };
  } catch {
    return START_SCREEN;
  }
}

/** The screen's state, kept under `key` (null: kept only while the page lives, as on the update screen). */
export function useTerminalScreen(key: string | null): [TerminalScreen, (change: Partial<TerminalScreen>) => void] {
  const [screen, setScreen] = useState<TerminalScreen>(() => (key ? parseScreen(readKept(key)) : START_SCREEN));
  useEffect(() => {
    if (key) writeKept(key, screen === START_SCREEN ? null : JSON.stringify(screen));
  }, [key, screen]);
  const change = useCallback(
    (fields: Partial<TerminalScreen>) => setScreen((current) => ({ ...current, ...fields })),
    [],
  );
  return [screen, change];
}

export function readKept(key: string): string | null {
  try {
    return globalThis.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeKept(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage.removeItem(key);
    else globalThis.localStorage.setItem(key, value);
  } catch {
    // Storage refused: the screen still works, it is only not kept.
  }
}

/**
 * The held orders (docs/decisions/0030-held-orders.md): never printed, not voided, not the one open here. An
 * online order waits in Online orders instead, to be accepted there (docs/decisions/0062-online-ordering.md).
 */
export function heldOf<T extends Pick<HistoryCardFragment, 'id' | 'printCount' | 'voided'> & { channel?: string }>(
  orders: readonly T[] | undefined,
  openOrderId: string | null,
): T[] {
  return (orders ?? []).filter(
    (order) => order.printCount === 0 && !order.voided && order.id !== openOrderId && order.channel !== 'online',
  );
}
