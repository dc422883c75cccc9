import { NETWORK_FAILURE_MESSAGE, readServerFailure } from '../../graphql/errors';
import type { MenuAck } from './operations';
import { NotAnAmountError } from './rules';

/** A server answer of `{ success: false, message }`: its message is for people. */
export class RefusedError extends Error {}

/** Throws when the server answered a delete with success false. */
export function requireSuccess(ack: MenuAck | undefined, fallback: string): void {
  if (!ack?.success) throw new RefusedError(ack?.message || fallback);
}

/**
 * The text of a failed menu call (docs/product.md#menu-errors): a typed price that is not an
 * amount, a refusal's or the server's message, else the screen's fallback; `network` when
 * nothing came back.
 */
export function menuFailure(error: unknown, fallback: string, network: string = NETWORK_FAILURE_MESSAGE): string {
  if (error instanceof RefusedError || error instanceof NotAnAmountError) return error.message;
  const { message, isNetworkFailure } = readServerFailure(error);
  return message ?? (isNetworkFailure ? network : fallback);
}
