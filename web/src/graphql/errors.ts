import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The codes the subgraphs put in a GraphQL error's `extensions.code`. */
export type ServerErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYMENT_REQUIRED'
  | 'TOO_MANY_REQUESTS'
  | (string & {});

/** What a screen needs to know about a failed call. */
export interface ServerFailure {
  /** The person-readable message the server sent, if it sent one. */
  message: string | null;
  code: ServerErrorCode | null;
  /** What the screen should do about it, when the server says (`extensions.reason`: PIN_REQUIRED, MENU_CHANGED). */
  reason: string | null;
  /** Seconds to wait before trying again (`extensions.retryAfter` of TOO_MANY_REQUESTS). */
  retryAfter: number | null;
  /** The part of the form the message belongs beside, when the server says (`extensions.field`: zipcode, cart). */
  field: string | null;
  /** True when no usable answer came back (offline, gateway down, a 5xx page). */
  isNetworkFailure: boolean;
}

type Extensions = { code?: unknown; reason?: unknown; retryAfter?: unknown; field?: unknown } | undefined;

function fromExtensions(extensions: Extensions): Pick<ServerFailure, 'code' | 'reason' | 'retryAfter' | 'field'> {
  const { code, reason, retryAfter, field } = extensions ?? {};
  return {
    code: typeof code === 'string' ? code : null,
    reason: typeof reason === 'string' ? reason : null,
    retryAfter: typeof retryAfter === 'number' && Number.isFinite(retryAfter) ? retryAfter : null,
    field: typeof field === 'string' ? field : null,
  };
}

interface ErrorBody {
  message?: unknown;
  errors?: { message?: unknown; extensions?: Extensions }[];
}

type Answer = Pick<ServerFailure, 'message' | 'code' | 'reason' | 'retryAfter' | 'field'>;

function fromBody(body: ErrorBody): Answer {
  const first = Array.isArray(body.errors) ? body.errors[0] : undefined;
  const message = first?.message ?? body.message;
  return {
    message: typeof message === 'string' && message.trim() ? message : null,
    ...fromExtensions(first?.extensions),
  };
}

/**
 * Reads a failure from anything Apollo Client can throw. GraphQL errors carry
 * the server's message; a non-2xx answer (a rate limiter, a 400 from the
 * gateway) may carry one in its body; a fetch that never reached the server
 * carries none.
 */
export function readServerFailure(error: unknown): ServerFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    return {
      message: first?.message?.trim() ? first.message : null,
      ...fromExtensions(first?.extensions),
      isNetworkFailure: false,
    };
  }
  if (ServerError.is(error)) {
    let answer: Answer = { message: null, code: null, reason: null, retryAfter: null, field: null };
    try {
      const parsed: unknown = JSON.parse(error.bodyText);
      if (parsed && typeof parsed === 'object') answer = fromBody(parsed as ErrorBody);
    } catch {
      // Not JSON (a proxy's error page): there is no message meant for people.
    }
    return {
      ...answer,
      code: answer.code ?? (error.statusCode === 429 ? 'TOO_MANY_REQUESTS' : null),
      isNetworkFailure: !answer.message && error.statusCode >= 500,
    };
  }
  return { message: null, code: null, reason: null, retryAfter: null, field: null, isNetworkFailure: true };
}

/** The server's message, else the screen's own fallback text (docs/product.md#error-display). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return readServerFailure(error).message ?? fallback;
}

export function isUnauthenticated(error: unknown): boolean {
  return readServerFailure(error).code === 'UNAUTHENTICATED';
}

export const NETWORK_FAILURE_MESSAGE = 'Server error. Try again later.';

/**
 * The text a screen shows for a failed call (README "Messages"): the server's
 * message, else "Server error. Try again later." when nothing came back, else
 * the screen's own fallback.
 */
export function failureMessage(error: unknown, fallback: string): string {
  const { message, isNetworkFailure } = readServerFailure(error);
  return message ?? (isNetworkFailure ? NETWORK_FAILURE_MESSAGE : fallback);
}
