import { readServerFailure } from '../../../graphql/errors';
import { FALLBACK, changeInput, type DraftApi, type DraftOp, type OpBase } from './draftTypes';
import type { DraftHost } from './placeDraft';

/**
 * One call of an order the server has (a change after it was placed: a line added or removed, its type,
 * customer or schedule), sent in the queue's order under its own Idempotency-Key. A network failure
 * leaves it to be tried again; a refusal is shown on it, with Try again and Dismiss.
 */
export async function sendOp(host: DraftHost & { detach(): void }, api: DraftApi, op: DraftOp): Promise<void> {
  const update = (fields: Partial<OpBase>) => {
    const state = host.get();
    host.set({ ...state, ops: state.ops.map((o) => (o.id === op.id ? ({ ...o, ...fields } as DraftOp) : o)) });
  };
  const drop = (...ids: string[]) => {
    const state = host.get();
    host.set({ ...state, ops: state.ops.filter((o) => !ids.includes(o.id)) });
  };
  // A line removed before it was ever sent costs the server nothing.
  if (op.type === 'remove') {
    const pending = host.get().ops.find((candidate) => candidate.id === op.lineId);
    if (pending?.type === 'add') return drop(op.id, pending.id);
  }
  update({ status: 'sending', attempts: op.attempts + 1 });
  const orderId = host.get().orderId!;
  try {
    switch (op.type) {
      case 'start':
        // A start left over from before the order was placed.
        break;
      case 'change':
        await api.changeOrder(orderId, changeInput(op), op.customer);
        break;
      case 'add': {
        const { lineId } = await api.addLine(orderId, op.line, op.key);
        // A removal waiting on this line now names the server's line.
        const state = host.get();
        host.set({
          ...state,
          ops: state.ops
            .filter((other) => other.id !== op.id)
            .map((other) => (other.type === 'remove' && other.lineId === op.id ? { ...other, lineId } : other)),
        });
        return;
      }
      case 'remove':
        await api.removeLine(op.lineId);
        break;
    }
    drop(op.id);
  } catch (error) {
    const failure = readServerFailure(error);
    if (failure.isNetworkFailure) {
      update({ status: 'offline', message: 'Not sent yet: no connection. Trying again…' });
    } else if (failure.code === 'UNAUTHENTICATED') {
      // The PIN session ended (the screen asks for the PIN again): it waits for the next session.
      update({ status: 'waiting', message: null });
      host.detach();
    } else if (op.type === 'remove' && failure.code === 'NOT_FOUND') {
      // Removed already (a retry after an answer that never arrived).
      drop(op.id);
    } else {
      if (failure.reason === 'MENU_CHANGED' || failure.reason === 'SOLD_OUT') api.menuChanged();
      update({ status: 'failed', message: failure.message ?? FALLBACK[op.type] });
    }
  }
}
