import express, { type Request, type Response, type Router } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import { z } from 'zod';
import {
  GENERIC_FAULT_MESSAGE,
  httpStatusFor,
  isIdSchema,
  KeptMap,
  messageOfZodError,
  NOT_FOUND,
  toDomainError,
  unauthenticated,
} from '@zest/kit';
import type { GatewayContext } from '../context';
import { dollars } from './money';
import { StepUp } from './step-up';
import { noHeaders, noQuery, type RestRoute } from './table';

export interface OperationResult {
  data?: Record<string, unknown> | null;
  errors?: readonly GraphQLFormattedError[];
}

export interface RestDeps {
  /** Runs a GraphQL document against the gateway's own supergraph. */
  execute(operation: string, variables: Record<string, unknown>, ctx: GatewayContext): Promise<OperationResult>;
  /** The caller's checked token; a bad one is refused on a public row too. */
  authenticate(req: Request): Promise<GatewayContext>;
  /** The same request with another session (a step-up's token, verified like any token). */
  withToken(ctx: GatewayContext, token: string): Promise<GatewayContext>;
}

export const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function sendError(res: Response, status: number, message: string, extensions?: Record<string, unknown>) {
  const retryAfter = extensions?.retryAfter;
  if ((status === 429 || status === 503) && typeof retryAfter === 'number') {
    res.setHeader('Retry-After', String(retryAfter));
  }
  res.status(status).json({ success: false, message, ...refusalOf(extensions) });
}

/**
 * What a client acts on travels with the message: the reason (PIN_REQUIRED, MENU_CHANGED), the part of the
 * request it belongs beside (`field`, in the body's own snake_case names: zipcode, phone_number, or a part
 * of the page: cart, when) and, when the server priced it again, the total it came to (dollars).
 */
function refusalOf(extensions: Record<string, unknown> | undefined) {
  const { reason, field, totalCents } = extensions ?? {};
  return {
    ...(typeof reason === 'string' ? { reason } : {}),
    ...(typeof field === 'string' ? { field: field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) } : {}),
    ...(typeof totalCents === 'number' && Number.isInteger(totalCents) ? { total: dollars(totalCents) } : {}),
  };
}

/** An express router executing the REST table. */
export function restRouter(routes: readonly RestRoute[], deps: RestDeps): Router {
  const router = express.Router();
  // Answers by their ETag, up to a size; the oldest kept goes first. A tag names one version, so none goes stale.
  const keptAnswers = new KeptMap<string, string>(KEPT_ANSWERS_BYTES, (json) => json.length);
  // Public answers the same for everyone, by path and variables, for their few seconds (`sharedSeconds`).
  const shared = new KeptMap<string, Shared>(SHARED_ANSWERS_BYTES, (s) => s.json.length);
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
        ctx = { ...(await deps.authenticate(req)), road: 'rest' };
        if (r.auth === 'account' && !ctx.viewer) throw unauthenticated();
      } catch (error) {
        // A bad token, or Redis (where sessions end) unreachable for now.
        const refused = toDomainError(error);
        if (refused) return sendError(res, httpStatusFor(refused.code), refused.message, refused.details);
        throw error;
      }

      if (r.stepUp) {
        const stepped = await stepUp(r.stepUp, body.data, params.data, ctx, deps);
        if ('status' in stepped) return sendError(res, stepped.status, stepped.message, stepped.extensions);
        ctx = stepped.ctx;
      }

      const variables = r.variables({ params: params.data, body: body.data, query: query.data, headers: headers.data });
      const failed = (result: OperationResult) => {
        const failure = result.errors?.[0];
        const code = failure?.extensions?.code;
        const status = httpStatusFor(code);
        const fault = status >= 500 && status !== 503;
        if (fault) req.log.error({ errors: result.errors }, 'REST operation failed');
        sendError(
          res,
          status,
          fault ? GENERIC_FAULT_MESSAGE : (failure?.message ?? GENERIC_FAULT_MESSAGE),
          failure?.extensions,
        );
      };
      const tagged = (tag: string) => {
        res.setHeader('ETag', tag);
        // Kept, but asked again each time: the version can move any moment.
        res.setHeader('Cache-Control', 'private, no-cache');
        return matches(req.headers['if-none-match'], tag);
      };

      const sharedKey = r.sharedSeconds && r.auth === 'public' ? `${r.path} ${JSON.stringify(variables)}` : null;
      if (sharedKey) {
        const kept = shared.get(sharedKey);
        res.setHeader('Cache-Control', `public, max-age=${r.sharedSeconds}`);
        if (kept && kept.until > Date.now()) {
          if (kept.tag) res.setHeader('ETag', kept.tag);
          if (kept.tag && matches(req.headers['if-none-match'], kept.tag)) return void res.status(304).end();
          return void res.status(kept.status).type('json').send(kept.json);
        }
      }

      // A shared answer is read whole once a window: no probe first.
      if (r.revalidate && !sharedKey) {
        const probe = await deps.execute(r.revalidate.probe.toString(), variables, ctx);
        if (probe.errors?.length || !probe.data) return failed(probe);
        const tag = `"${r.revalidate.tag(probe.data)}"`;
        if (tagged(tag)) return void res.status(304).end();
        const kept = keptAnswers.get(tag);
        if (kept !== undefined) return void res.status(200).type('json').send(kept);
      }

      const result = await deps.execute(r.operation.toString(), variables, ctx);
      if (result.errors?.length || !result.data) return failed(result);
      const tag = r.etag ? `"${r.etag(result.data)}"` : null;
      if (!sharedKey && tag && tagged(tag)) return void res.status(304).end();
      const answer = r.respond(result.data, variables);
      if (answer === null || answer === undefined) return sendError(res, 404, r.missing ?? NOT_FOUND);
      const status = r.accepted?.(result.data) ? 202 : (r.status ?? 200);
      if (r.file) {
        res.setHeader('Content-Disposition', `attachment; filename="${r.file.name(variables)}"`);
        return void res.status(status).type(r.file.contentType).send(String(answer));
      }
      if (sharedKey) {
        const json = JSON.stringify(answer);
        shared.set(sharedKey, { json, tag, status, until: Date.now() + r.sharedSeconds! * 1000 });
        if (tag) res.setHeader('ETag', tag);
        if (tag && matches(req.headers['if-none-match'], tag)) return void res.status(304).end();
        return void res.status(status).type('json').send(json);
      }
      if (!(tag && r.revalidate)) return void res.status(status).json(answer);
      const json = JSON.stringify(answer);
      keptAnswers.set(tag, json);
      res.status(status).type('json').send(json);
    };
    router[r.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](expressPath(r.path), handler);
  }
  return router;
}

/** What the gateway keeps of versioned answers (`revalidate`): about 200 whole menus of 500 items. */
const KEPT_ANSWERS_BYTES = 32 * 1024 * 1024;

/** What the gateway keeps of answers shared by every caller (`sharedSeconds`): ordering pages' menus. */
const SHARED_ANSWERS_BYTES = 16 * 1024 * 1024;

interface Shared {
  json: string;
  tag: string | null;
  status: number;
  /** Kept until (epoch ms); then read again. */
  until: number;
}

/** If-None-Match names this tag (weak or strong, one of a list, or *). */
function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const one = t.trim();
    return one === '*' || one.replace(/^W\//, '') === tag;
  });
}

type Refusal = { status: number; message: string; extensions?: Record<string, unknown> };

/** The security PIN in a body, confirmed with auth for the row's action: the approval it answers, or the refusal. */
async function stepUp(
  rule: NonNullable<RestRoute['stepUp']>,
  body: unknown,
  params: unknown,
  ctx: GatewayContext,
  deps: RestDeps,
): Promise<{ ctx: GatewayContext } | Refusal> {
  const pin = rule.pin(body);
  if (pin === null || pin === undefined) return { ctx };
  const restaurantId = rule.restaurantId(body) ?? (ctx.viewer?.kind === 'restaurant' ? ctx.viewer.restaurantId : null);
  if (!restaurantId) return { status: 400, message: 'Name the restaurant (restaurant_id) the security PIN is for.' };
  const action = rule.approval(body, params);
  const result = await deps.execute(StepUp.toString(), { restaurantId, securityPin: pin, action }, ctx);
  const failure = result.errors?.[0];
  const token = result.data?.confirmSecurityPin as { token?: string } | undefined;
  if (!failure && token?.token) return { ctx: await deps.withToken(ctx, token.token) };
  const status = httpStatusFor(failure?.extensions?.code);
  const fault = status >= 500 && status !== 503;
  const message = status === 403 ? rule.wrongPin : fault ? GENERIC_FAULT_MESSAGE : (failure?.message ?? '');
  return { status, message, extensions: failure?.extensions };
}
