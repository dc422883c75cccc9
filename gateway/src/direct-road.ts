import {
  CLEAN_ANSWER_HEADER,
  GENERIC_FAULT_MESSAGE,
  OUTAGE_MESSAGE,
  OUTAGE_RETRY_AFTER_SECONDS,
  ORIGIN_HEADER,
  ROAD_HEADER,
  VIEWER_ASSERTION_HEADER,
  type GraphQLBody,
  type ViewerAssertions,
} from '@zest/kit';
import type { Request, Response } from 'express';
import { Counter, type Registry } from 'prom-client';
import type { Dispatcher } from 'undici';
import { passedOn, type GatewayContext } from './context';
import type { DirectRoutes } from './direct-routes';
import type { SubgraphClient } from './subgraph-fetcher';

/** The headers every call to a subgraph carries: the checked token and its verdict, the request id, the caller. */
export function subgraphHeaders(ctx: GatewayContext, assertions: ViewerAssertions | null): Record<string, string> {
  const headers: Record<string, string> = { 'x-forwarded-for': ctx.clientIp };
  if (ctx.token) {
    headers.authorization = `Bearer ${ctx.token}`;
    // The token was checked here: subgraphs take this verdict instead of checking it again.
    if (assertions && ctx.viewer) headers[VIEWER_ASSERTION_HEADER] = assertions.sign(ctx.viewer, ctx.token);
  }
  if (ctx.requestId) headers['x-request-id'] = ctx.requestId;
  if (ctx.origin) headers[ORIGIN_HEADER] = ctx.origin;
  // Built here from the context, never copied from the caller: a browser cannot claim the REST road.
  if (ctx.road) headers[ROAD_HEADER] = ctx.road;
  return headers;
}

/** What a subgraph answers a GraphQL operation. */
interface OperationAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** The answer's headers the client gets on the direct road, as the planned road sets them. */
const PASSED_HEADERS = ['content-type', 'cache-control', 'content-length'] as const;

/**
 * The direct road (docs/decisions/0026-direct-road.md): a query the routes
 * know goes to its one subgraph as it came, and only a clean answer (200,
 * marked clean by the subgraph: data, no errors) is passed back, streamed
 * and unparsed. Anything else — no route, a bad token, a subgraph that is
 * down or answers with errors — answers false or null and the request takes
 * the planned road, which answers it in its own words (queries only: running
 * one again changes nothing). gateway/test/road-contract.test.ts holds both
 * roads to the same status, headers and bytes.
 */
export class DirectRoad {
  /** answered: by the subgraph alone; planned: a known query whose answer was not clean, run through the plan. */
  private readonly outcomes: Counter<'outcome'>;

  constructor(
    private readonly routes: DirectRoutes,
    private readonly o: {
      client: SubgraphClient;
      subgraphUrl: (name: string) => string;
      assertions: ViewerAssertions | null;
      registry: Registry;
    },
  ) {
    this.outcomes = new Counter({
      name: 'gateway_direct_road_total',
      help: 'Queries one subgraph answers alone: answered on the direct road, or handed to the planned road',
      labelNames: ['outcome'] as const,
      registers: [o.registry],
    });
  }

  /** POST /graphql (`direct` in the kit's graphqlHandler): true when the answer was sent. */
  readonly post = async (req: Request, res: Response, { body, text }: GraphQLBody): Promise<boolean> => {
    const subgraph = text !== null && isJson(req.headers['content-type']) && this.routeOf(body);
    if (!subgraph) return false;
    // The one subgraph checks the token; one it refuses (on any field, public ones too) is answered
    // by the planned road, in its words: 401, as on every road.
    const headers: Record<string, string> = {
      ...subgraphHeaders(passedOn(req), this.o.assertions),
      'content-type': 'application/json',
    };
    // The subgraph runs Apollo Server too: it negotiates the answer's media type as the gateway would.
    if (req.headers.accept) headers.accept = req.headers.accept;
    const answer = await this.ask(subgraph, headers, text);
    if (!answer) return false;
    res.statusCode = 200;
    for (const name of PASSED_HEADERS) {
      const value = answer.headers[name];
      if (typeof value === 'string') res.setHeader(name, value);
    }
    try {
      // A whole menu is 140 kB: passed on as it arrives, no copy of it held.
      for await (const chunk of answer.body) {
        if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
      }
      res.end();
    } catch {
      // The subgraph went away mid-answer: the client must not take half an answer for a whole one.
      res.destroy();
    }
    return true;
  };

  /** A REST table's read: the data, or null to take the planned road. */
  async query(query: string, variables: Record<string, unknown>, ctx: GatewayContext) {
    const subgraph = this.routes.subgraphFor(query, undefined);
    if (!subgraph) return null;
    const headers = { ...subgraphHeaders(ctx, this.o.assertions), 'content-type': 'application/json' };
    const answer = await this.ask(subgraph, headers, JSON.stringify({ query, variables }));
    // Cut off mid-answer: the planned road reads it again.
    const read = answer && (await answer.body.json().catch(() => null));
    return read as { data: Record<string, unknown> } | null;
  }

  /**
   * A REST table's mutation that one subgraph runs alone (learned from its
   * plan): sent once, and its answer, errors and all, is the answer, since
   * running a mutation again is not safe. Null when it was never sent (no
   * route, or the subgraph refused the connection): the planned road runs it.
   */
  async mutation(query: string, variables: Record<string, unknown>, ctx: GatewayContext) {
    const subgraph = this.routes.mutationSubgraphFor(query);
    if (!subgraph) return null;
    const headers = { ...subgraphHeaders(ctx, this.o.assertions), 'content-type': 'application/json' };
    let answer: Dispatcher.ResponseData;
    try {
      answer = await this.o.client.post(this.o.subgraphUrl(subgraph), headers, JSON.stringify({ query, variables }));
    } catch (error) {
      if ((error as { code?: unknown }).code === 'ECONNREFUSED') return null;
      // Sent, then cut off: it may have run, so it is not sent again; the client retries with its key.
      const extensions = { code: 'SERVICE_UNAVAILABLE', retryAfter: OUTAGE_RETRY_AFTER_SECONDS };
      return { errors: [{ message: OUTAGE_MESSAGE, extensions }] };
    }
    this.outcomes.inc({ outcome: 'answered' });
    const read = (await answer.body.json().catch(() => null)) as OperationAnswer | null;
    if (read && (read.data || read.errors?.length)) return read;
    return { errors: [{ message: GENERIC_FAULT_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] };
  }

  /** The route of a plain request (a query, maybe its operation's name and variables; no extensions). */
  private routeOf(body: unknown): string | undefined {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
    const { query, operationName, variables, ...rest } = body as Record<string, unknown>;
    const plain =
      Object.keys(rest).length === 0 &&
      typeof query === 'string' &&
      (operationName == null || typeof operationName === 'string') &&
      (variables == null || (typeof variables === 'object' && !Array.isArray(variables)));
    return plain ? this.routes.subgraphFor(query, operationName as string | null | undefined) : undefined;
  }

  /** Asks the subgraph: its answer when clean, else null with the rest dropped (counted either way). */
  private async ask(subgraph: string, headers: Record<string, string>, body: string) {
    let answer: Dispatcher.ResponseData | null = null;
    try {
      answer = await this.o.client.post(this.o.subgraphUrl(subgraph), headers, body);
    } catch {
      // Unreachable: the planned road answers the outage (503 with Retry-After).
    }
    const clean = answer?.statusCode === 200 && answer.headers[CLEAN_ANSWER_HEADER] === '1';
    // Read to its end and dropped, so the connection is kept for the next call.
    if (answer && !clean) await answer.body.dump().catch(() => undefined);
    this.outcomes.inc({ outcome: clean ? 'answered' : 'planned' });
    return clean ? answer : null;
  }
}

/** Apollo Server takes a POST only as JSON (its CSRF guard): anything else goes the planned road and is refused there. */
const isJson = (contentType: string | undefined) =>
  contentType !== undefined && contentType.split(';')[0]!.trim().toLowerCase() === 'application/json';
