import { NOT_FOUND, NOT_VALID } from './messages';
import { ZodError } from 'zod';

/**
 * The one error map. A domain error carries a code; the code becomes the
 * GraphQL `extensions.code` and, at the REST edge, an HTTP status with
 * `{ success: false, message }`. Anything without a code is a fault: it is
 * logged and the caller sees a generic message, never a stack trace.
 */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Codes Apollo and graphql-js use for requests that never reached a resolver. */
export const PROTOCOL_STATUS: Record<string, number> = {
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  PERSISTED_QUERY_NOT_FOUND: 400,
  OPERATION_RESOLUTION_FAILURE: 400,
};

export const GENERIC_FAULT_MESSAGE = 'Something went wrong on our side. Please try again.';

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badInput = (message: string) => new DomainError('BAD_USER_INPUT', message);
export const unauthenticated = (message = 'Please sign in to continue.') => new DomainError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have access to this.') => new DomainError('FORBIDDEN', message);
export const notFound = (message = NOT_FOUND) => new DomainError('NOT_FOUND', message);
export const conflict = (message: string) => new DomainError('CONFLICT', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new DomainError('TOO_MANY_REQUESTS', message, { retryAfter: retryAfterSeconds });

/** How long a caller waits before trying again while a store or a service is coming back. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;
export const OUTAGE_MESSAGE = 'Zest POS is reconnecting. Nothing you saved is lost; please try again in a few seconds.';
export const unavailable = (message = OUTAGE_MESSAGE) =>
  new DomainError('SERVICE_UNAVAILABLE', message, { retryAfter: OUTAGE_RETRY_AFTER_SECONDS });

/** Socket errors of a store or a service that is down, restarting or unreachable. */
const OUTAGE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTCONN']);
/** PostgreSQL refusing work while it stops or starts (57P0x), losing a connection (08xxx), or full (53300). */
const OUTAGE_POSTGRES_CODE = /^(57P0[1-3]|08\d{3}|53300)$/;
/**
 * Codes that are an outage only in these words: 55000 is also a query's own
 * fault (a sequence's currval before nextval); 08P01 is PgBouncer's code for
 * all it refuses (its pool full, its server away or refusing), and also a
 * protocol error of ours.
 */
const OUTAGE_IN_WORDS: Record<string, RegExp> = {
  '55000': /is not currently accepting connections/,
  '08P01':
    /no more connections allowed|cannot connect to server|server login has been failing|query_wait_timeout|client_login_timeout|server conn crashed|server shutting down|pgbouncer is shutting down|is disabled|is not currently accepting connections|the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)|too many clients|remaining connection slots are reserved/,
};
/** node-postgres, pg-pool and ioredis say so only in words. */
const OUTAGE_WORDS =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|max retries per request|Stream isn't writeable|socket hang up|other side closed/i;
/**
 * Redis answering while it loads its data after a restart, or during a
 * failover (a replica not yet promoted, a cluster rebalancing or without a
 * primary for some slots): the same command succeeds once it is over.
 */
const REDIS_OUTAGE_REPLY = /^(LOADING|MASTERDOWN|CLUSTERDOWN|TRYAGAIN|READONLY)\b/;

/**
 * Whether this failure means a store (PostgreSQL, Redis) or a service is
 * unreachable for now, as opposed to a fault in our code: the caller gets
 * 503 with Retry-After, not 500.
 */
export function isOutage(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown; name?: unknown }, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (typeof e.code === 'string' && (OUTAGE_SOCKET_CODES.has(e.code) || OUTAGE_POSTGRES_CODE.test(e.code)))
      return true;
    if (e.name === 'MaxRetriesPerRequestError') return true;
    if (typeof e.message === 'string') {
      if (OUTAGE_WORDS.test(e.message)) return true;
      const inWords = typeof e.code === 'string' ? OUTAGE_IN_WORDS[e.code] : undefined;
      if (inWords?.test(e.message)) return true;
      if (e.name === 'ReplyError' && REDIS_OUTAGE_REPLY.test(e.message)) return true;
    }
    e = e.cause as typeof e;
  }
  return false;
}

export function httpStatusFor(code: unknown): number {
  if (typeof code !== 'string') return 500;
  if (code in ERROR_STATUS) return ERROR_STATUS[code as ErrorCode];
  return PROTOCOL_STATUS[code] ?? 500;
}

/** The message a person reads for a zod failure: the first issue's own text. */
export function messageOfZodError(error: ZodError): string {
  const issue = error.issues[0];
  return issue ? issue.message : NOT_VALID;
}

/** The PostgreSQL error code of a failed query (node-postgres puts it on the error; drizzle wraps it in `cause`). */
export function postgresCode(error: unknown): string | null {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return null;
}

/**
 * Turn anything thrown in a resolver into a GraphQL error with a known code.
 * Input the database itself refuses (a value it cannot store, a broken
 * constraint) is the caller's mistake, not a fault: a safety net behind the
 * input schemas, which should have refused it first.
 */
export function toDomainError(error: unknown): DomainError | null {
  if (error instanceof DomainError) return error;
  if (error instanceof ZodError) return badInput(messageOfZodError(error));
  const code = postgresCode(error);
  if (code?.startsWith('22') || code === '23502' || code === '23514') {
    return badInput('Some of the values sent cannot be stored. Please check them and try again.');
  }
  if (code === '23505') return conflict('This already exists.');
  if (isOutage(error)) return unavailable();
  return null;
}
