import type { Approval } from '@zest/kit';
import { z } from 'zod';
import type { TypedDocumentString } from './generated/graphql';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One REST path as data: method, path, who may call it, the zod schemas of
 * its path parameters and body, the GraphQL document it runs against the
 * supergraph, and how the answer is shaped. A route cannot exist without its
 * validation, and the same rows generate /api/openapi.json.
 */
export interface RestRoute<
  P extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a row of the erased table; route() checks each row
  R = any,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  V = any,
  Q extends z.ZodType = z.ZodType,
  H extends z.ZodType = z.ZodType,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  PR = any,
> {
  method: HttpMethod;
  /** OpenAPI-style path: /api/auth/updateUsers/{userId} */
  path: string;
  summary: string;
  tag: string;
  /**
   * public: any caller, without a token or with a valid one (a bad token is 401 here too);
   * account: a valid token (account or restaurant session).
   */
  auth: 'public' | 'account';
  params: P;
  body: B;
  /** The query string (?date=…), when the path takes one: an object schema of its parameters. */
  query?: Q;
  /** Request headers the operation needs (e.g. Idempotency-Key), by their lower-case names. */
  headers?: H;
  /** Typed by code generation from the supergraph: variables and data are checked against it. */
  operation: TypedDocumentString<R, V>;
  variables: (input: { params: z.output<P>; body: z.output<B>; query: z.output<Q>; headers: z.output<H> }) => V;
  /**
   * A GET whose answer has a version: its ETag (without quotes), from the operation's data. The
   * answer carries it, and a request whose If-None-Match names it gets 304 with no body.
   */
  etag?: (data: R) => string;
  /**
   * With `etag`, for an answer that depends on its version alone (not on who asks): `probe` reads
   * just the version, through the same access checks as the full read. A request whose
   * If-None-Match names it gets 304, and one whose answer the gateway already keeps for that
   * version gets it, both without the full read; only a new version is read and shaped again.
   */
  revalidate?: { probe: TypedDocumentString<PR, V>; tag: (data: PR) => string };
  /**
   * A public GET whose answer is the same for every caller (an ordering page): kept at the gateway this
   * many seconds and answered from memory, with its ETag, so a crowd on one page costs the services one
   * read a window; the answer says the same to caches (`public, max-age`).
   */
  sharedSeconds?: number;
  /** The documented response shape, from the operation's data (and the variables it ran with); null or undefined means "not found". */
  respond: (data: R, variables: V) => unknown;
  response: z.ZodType;
  /** Status on success. */
  status?: number;
  /** When the answer says the work is still queued: 202 instead of `status` (same response shape). */
  accepted?: (data: R) => boolean;
  /**
   * A security PIN in the body stands for a step-up (docs/decisions/0049-approvals.md): the router
   * confirms it with auth first (confirmSecurityPin, for this row's action and subject) and runs
   * the operation with the approval that answers; a wrong PIN answers `wrongPin` (403). Without a
   * PIN the operation runs with the caller's own session.
   */
  stepUp?: {
    pin: (body: z.output<B>) => string | null | undefined;
    /** The restaurant the PIN is for: the body's when it names one, else the caller's restaurant session's. */
    restaurantId: (body: z.output<B>) => string | null | undefined;
    /** The one action the PIN approves, and its subject: the row's own (a cash-out: its driver). */
    approval: (body: z.output<B>, params: z.output<P>) => Approval;
    wrongPin: string;
  };
  /** The 404 message when `respond` answers nothing (a lookup that found nothing). */
  missing?: string;
  /** A file, not JSON: `respond` answers its text, sent as this type to be saved under this name. */
  file?: { contentType: 'text/csv'; name: (variables: V) => string };
}

export function route<P extends z.ZodType, B extends z.ZodType, R, V, Q extends z.ZodType, H extends z.ZodType, PR>(
  r: RestRoute<P, B, R, V, Q, H, PR>,
): RestRoute {
  return r as unknown as RestRoute;
}

export const noQuery = z.object({});
export const noHeaders = z.object({});

export const noParams = z.object({});
export const noBody = z.object({}).optional();

/** A JSON string field whose missing or non-string value gets the given message (e.g. {"$ne": null} is refused). */
export const text = (message: string) => z.string({ error: message });

export const ackResponse = z.object({ success: z.boolean(), message: z.string() });
export const errorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  reason: z.string().optional().describe('what the client acts on: PIN_REQUIRED, MENU_CHANGED, PRICE_CHANGED…'),
  field: z
    .string()
    .optional()
    .describe('the part of the request the message belongs beside: a body field (zipcode) or a part (cart, when)'),
  total: z.string().optional().describe('PRICE_CHANGED: the total the server priced it at, dollars with 2 decimals'),
});
