import { useEffect, useRef } from 'react';
import type { ToppingPick } from '../draft/pricing';
import { readKept, writeKept } from '../terminal/terminalState';

/**
 * A product being configured (size, toppings, sides, notes, quantity), kept in
 * the browser like the order in progress (docs/decisions/0022): a reload finds
 * it half done, as it was, on the product the kept screen reopens
 * (terminalState.ts). One at a time; it goes when the line is added or the
 * cashier leaves the product.
 */
export interface ProductChoice {
  sizeId: string | null;
  toppings: ToppingPick[];
  sides: string[];
  notes: string;
  quantity: number;
}

interface Setters {
  setSizeId: (sizeId: string | null) => void;
  setToppings: (toppings: ToppingPick[]) => void;
  setSides: (sides: string[]) => void;
  setNotes: (notes: string) => void;
  setQuantity: (quantity: number) => void;
}

const KEY = 'zest-pos.cashier.product';

/** What localStorage holds for this product, if anything. */
export function parseChoice(raw: string | null, productId: string): ProductChoice | null {
  if (!raw) return null;
  try {
    const kept = JSON.parse(raw) as { productId?: unknown; choice?: Partial<ProductChoice> } | null;
    const choice = kept?.choice;
    if (kept?.productId !== productId || !choice) return null;
    if (!Array.isArray(choice.toppings) || !Array.isArray(choice.sides)) return null;
    return {
      sizeId: typeof choice.sizeId === 'string' ? choice.sizeId : null,
      toppings: choice.toppings,
      sides: choice.sides.filter((side): side is string => typeof side === 'string'),
      notes: typeof choice.notes === 'string' ? choice.notes : '',
      quantity: Number.isInteger(choice.quantity) ? (choice.quantity as number) : 1,
    };
  } catch {
    return null;
  }
}

/** The product's choice comes back after a reload, and every change is kept. */
export function useKeptChoice(productId: string, choice: ProductChoice, set: Setters): void {
  const restoring = useRef(true);
  const setters = useRef(set);
  useEffect(() => {
    const kept = parseChoice(readKept(KEY), productId);
    if (!kept) return;
    setters.current.setSizeId(kept.sizeId);
    setters.current.setToppings(kept.toppings);
    setters.current.setSides(kept.sides);
    setters.current.setNotes(kept.notes);
    setters.current.setQuantity(kept.quantity);
  }, [productId]);
  const json = JSON.stringify(choice);
  useEffect(() => {
    // The first render holds the empty choice, before what was kept is put back.
    if (restoring.current) {
      restoring.current = false;
      return;
    }
    writeKept(KEY, JSON.stringify({ productId, choice: JSON.parse(json) as ProductChoice }));
  }, [productId, json]);
}

/** The line was added, or the cashier left the product: nothing half done is left to come back. */
export function forgetChoice(): void {
  writeKept(KEY, null);
}
