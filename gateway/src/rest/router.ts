import express, { type Request, type Response, type Router } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import { z } from 'zod';
import {
  GENERIC_FAULT_MESSAGE,
  httpStatusFor,
  isIdSchema,
  messageOfZodError,
  toDomainError,
  unauthenticated,
} from '@zest/kit';
import type { GatewayContext } from '../context';
import { StepUp } from './step-up';
import { noHeaders, noQuery, type RestRoute } from './table';

export interface OperationResult {
  data?: Record<string, unknown> | null;
  errors?: readonly GraphQLFormattedError[];
}

export interface RestDeps {
  /** Runs a GraphQL document against the gateway's own supergraph. */
  execute(operation: string, variables: Record<string, unknown>, ctx: GatewayContext): Promise<OperationResult>;
  authenticate(req: Request, useToken: boolean): Promise<GatewayContext>;
  /** The same request with another session (a step-up's token, verified like any token). */
  withToken(ctx: GatewayContext, token: string): Promise<GatewayContext>;
}

export const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function sendError(res: Response, status: number, message: string, extensions?: Record<string, unknown>) {
  const retryAfter = extensions?.retryAfter;
  if ((status === 429 || status === 503) && typeof retryAfter === 'number') {
    res.setHeader('Retry-After', String(retryAfter));
  }
  // A reason a client acts on (PIN_REQUIRED, MENU_CHANGED) travels with the message.
  const reason = typeof extensions?.reason === 'string' ? { reason: extensions.reason } : {};
  res.status(status).json({ success: false, message, ...reason });
}

/** An express router executing the REST table. */
export function restRouter(routes: readonly RestRoute[], deps: RestDeps): Router {
  const router = express.Router();
  for (const r of routes) {
    const handler = async (req: Request, res: Response) => {
      const params = r.params.safeParse(req.params);
      if (!params.success) {
        // A path id that is not an id names nothing: 404, like an id that does not exist.
        const field = params.error.issues[0]?.path[0];
        const shape = r.params instanceof z.ZodObject ? (r.params.shape as Record<string, unknown>) : {};
        const status = typeof field === 'string' && isIdSchema(shape[field]) ? 404 : 400;
        return sendError(res, status, messageOfZodError(params.error));
      }
      const body = r.body.safeParse(req.method === 'GET' ? undefined : (req.body ?? {}));
      if (!body.success) return sendError(res, 400, messageOfZodError(body.error));
      const query = (r.query ?? noQuery).safeParse(req.query ?? {});
      if (!query.success) return sendError(res, 400, messageOfZodError(query.error));
      const headers = (r.headers ?? noHeaders).safeParse(req.headers);
      if (!headers.success) return sendError(res, 400, messageOfZodError(headers.error));

      let ctx: GatewayContext;
      try {
        ctx = await deps.authenticate(req, r.auth === 'account');
        if (r.auth === 'account' && !ctx.viewer) throw unauthenticated();
      } catch (error) {
        // A bad token, or Redis (where sessions end) unreachable for now.
        const refused = toDomainError(error);
        if (refused) return sendError(res, httpStatusFor(refused.code), refused.message, refused.details);
        throw error;
      }

      if (r.stepUp) {
        const stepped = await stepUp(r.stepUp, body.data, ctx, deps);
        if ('status' in stepped) return sendError(res, stepped.status, stepped.message, stepped.extensions);
        ctx = stepped.ctx;
      }

      const result = await deps.execute(
        r.operation.toString(),
        r.variables({ params: params.data, body: body.data, query: query.data, headers: headers.data }),
        ctx,
      );
      const failure = result.errors?.[0];
      if (failure || !result.data) {
        const code = failure?.extensions?.code;
        const status = httpStatusFor(code);
        const fault = status >= 500 && status !== 503;
        if (fault) req.log.error({ errors: result.errors }, 'REST operation failed');
        return sendError(
          res,
          status,
          fault ? GENERIC_FAULT_MESSAGE : (failure?.message ?? GENERIC_FAULT_MESSAGE),
          failure?.extensions,
        );
      }
      const answer = r.respond(result.data);
      if (answer === null || answer === undefined) return sendError(res, 404, r.missing ?? 'Not found.');
      res.status(r.accepted?.(result.data) ? 202 : (r.status ?? 200)).json(answer);
    };
    router[r.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](expressPath(r.path), handler);
  }
  return router;
}

type Refusal = { status: number; message: string; extensions?: Record<string, unknown> };

/** The security PIN in a body, confirmed with auth: the short manager session it answers, or the refusal. */
async function stepUp(
  rule: NonNullable<RestRoute['stepUp']>,
  body: unknown,
  ctx: GatewayContext,
  deps: RestDeps,
): Promise<{ ctx: GatewayContext } | Refusal> {
  const pin = rule.pin(body);
  if (pin === null || pin === undefined) return { ctx };
  const restaurantId = rule.restaurantId(body) ?? (ctx.viewer?.kind === 'restaurant' ? ctx.viewer.restaurantId : null);
  if (!restaurantId) return { status: 400, message: 'Name the restaurant (restaurant_id) the security PIN is for.' };
  const result = await deps.execute(StepUp.toString(), { restaurantId, securityPin: pin }, ctx);
  const failure = result.errors?.[0];
  const token = result.data?.confirmSecurityPin as { token?: string } | undefined;
  if (!failure && token?.token) return { ctx: await deps.withToken(ctx, token.token) };
  const status = httpStatusFor(failure?.extensions?.code);
  const fault = status >= 500 && status !== 503;
  const message = status === 403 ? rule.wrongPin : fault ? GENERIC_FAULT_MESSAGE : (failure?.message ?? '');
  return { status, message, extensions: failure?.extensions };
}
