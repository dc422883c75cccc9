import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One REST path as data: method, path, who may call it, the zod schemas of
 * its path parameters and body, the GraphQL document it runs against the
 * supergraph, and how the answer is shaped. A route cannot exist without its
 * validation, and the same rows generate /api/openapi.json.
 */
export interface RestRoute<P extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  /** OpenAPI-style path: /api/auth/updateUsers/{userId} */
  path: string;
  summary: string;
  tag: string;
  /** public: any caller (a token is ignored); account: a valid token (account or restaurant session). */
  auth: 'public' | 'account';
  params: P;
  body: B;
  operation: string;
  variables: (input: { params: z.output<P>; body: z.output<B> }) => Record<string, unknown>;
  /** The documented response shape, from the operation's data. */
  respond: (data: Record<string, unknown>) => unknown;
  response: z.ZodType;
  /** Status on success. */
  status?: number;
}

export function route<P extends z.ZodType, B extends z.ZodType>(r: RestRoute<P, B>): RestRoute {
  return r as unknown as RestRoute;
}

export const noParams = z.object({});
export const noBody = z.object({}).optional();

/** A JSON string field whose missing or non-string value gets the given message (e.g. {"$ne": null} is refused). */
export const text = (message: string) => z.string({ error: message });

export const ackResponse = z.object({ success: z.boolean(), message: z.string() });
export const errorResponse = z.object({ success: z.literal(false), message: z.string() });
