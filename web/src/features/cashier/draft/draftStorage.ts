import type { DraftState, DraftOp } from './draftTypes';

/** The order in progress as localStorage keeps it: read back after a reload, written on every change. */
export const EMPTY: DraftState = { orderId: null, ops: [], customerForm: null };

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

export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, state: DraftState): void {
  try {
    if (state.orderId === null && state.ops.length === 0 && !state.customerForm)
      globalThis.localStorage.removeItem(key);
    else globalThis.localStorage.setItem(key, JSON.stringify(state));
  } catch {
    // Storage refused: the order still lives in this page.
  }
}
