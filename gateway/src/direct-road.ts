import type { Experimental_DidResolveQueryPlanCallback } from '@apollo/gateway';
import { operationFromDocument, Supergraph, type Schema } from '@apollo/federation-internals';
import type { QueryPlan } from '@apollo/query-planner';
import { KeptMap, ORIGIN_HEADER, ROAD_HEADER, VIEWER_ASSERTION_HEADER, type ViewerAssertions } from '@zest/kit';
import type { Request, Response } from 'express';
import { Counter, type Registry } from 'prom-client';
import { parse, type DocumentNode } from 'graphql';
import { passedOn, type GatewayContext } from './context';
import { postToSubgraph } from './subgraph-fetcher';

/** Operations remembered; past this the oldest is forgotten (it is learned again on its next request). */
const MAX_ROUTES = 2_000;

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

const key = (query: string, operationName: string | null | undefined) => `${operationName ?? ''}\n${query}`;

/**
 * Which subgraph answers a query on its own, learned from the gateway's own
 * query plans: a plan that is one fetch (no entity jumps, no rewrites, no
 * @defer) whose selection, fragments spread and normalized, is exactly the
 * client's. Such a query gives the same answer whether the gateway runs the
 * plan or hands the client's document to that subgraph as it came, so the
 * direct road skips planning, execution and the response's re-serialization.
 * Only queries are learned: a mutation always runs through the plan.
 * See docs/decisions/0026-direct-road.md.
 */
export class DirectRoutes {
  private readonly routes = new KeptMap<string, string | null>(MAX_ROUTES);
  private readonly apiSchema: Schema;
  private readonly subgraphSchemas: Map<string, Schema>;

  constructor(supergraphSdl: string) {
    const supergraph = Supergraph.build(supergraphSdl);
    this.apiSchema = supergraph.apiSchema();
    this.subgraphSchemas = new Map(
      supergraph
        .subgraphs()
        .values()
        .map((s) => [s.name, s.schema]),
    );
  }

  /** The subgraph that answers this query alone, once the gateway has planned it; undefined otherwise. */
  subgraphFor(query: string, operationName: string | null | undefined): string | undefined {
    return this.routes.get(key(query, operationName)) ?? undefined;
  }

  /** For ApolloGateway's `experimental_didResolveQueryPlan`: runs after validation and planning. */
  readonly learn: Experimental_DidResolveQueryPlanCallback = ({ queryPlan, requestContext }) => {
    const { source, document, operation } = requestContext;
    if (!source || !document || !operation) return;
    const k = key(source, requestContext.request.operationName);
    if (this.routes.has(k)) return;
    this.routes.set(
      k,
      operation.operation === 'query'
        ? this.soleSubgraph(queryPlan, document, requestContext.request.operationName)
        : null,
    );
  };

  /** The subgraph of a one-fetch plan that asks exactly what the client asked; null for any other plan. */
  soleSubgraph(plan: QueryPlan, document: DocumentNode, operationName: string | null | undefined): string | null {
    const fetch = plan.node;
    if (fetch?.kind !== 'Fetch' || fetch.operationKind !== 'query' || fetch.hasDefers) return null;
    if (fetch.requires?.length || fetch.inputRewrites?.length || fetch.outputRewrites?.length) return null;
    if (fetch.contextRewrites?.length) return null;
    const subgraphSchema = this.subgraphSchemas.get(fetch.serviceName);
    if (!subgraphSchema) return null;
    try {
      const asked = operationFromDocument(this.apiSchema, document, { operationName: operationName ?? undefined });
      const sent = operationFromDocument(subgraphSchema, parse(fetch.operation));
      const shape = (op: typeof asked) => op.expandAllFragments().normalize().selectionSet.toString();
      return shape(asked) === shape(sent) ? fetch.serviceName : null;
    } catch {
      // Anything the comparison cannot read takes the planned road.
      return null;
    }
  }
}

/** The prefix of a GraphQL answer with data and no errors (Apollo Server writes `errors` first when there are any). */
const CLEAN_ANSWER = Buffer.from('{"data":');

/**
 * The direct road itself, for POST /graphql (`direct` in the kit's graphqlPost)
 * and for the REST tables' reads. A query the routes know goes to its subgraph
 * with the token's verdict; only a clean answer (200, data, no errors) is
 * passed back. Anything else — no route, a bad token, a subgraph that is down
 * or answers with errors — returns false or null and the request takes the
 * planned road, which answers it exactly as before (queries only: running one
 * again changes nothing).
 */
export class DirectRoad {
  /** answered: by the subgraph alone; planned: a known query whose answer was not clean, run through the plan. */
  private readonly outcomes: Counter<'outcome'>;

  constructor(
    private readonly routes: DirectRoutes,
    private readonly o: {
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

  /** POST /graphql: true when the answer was sent. */
  readonly post = async (req: Request, res: Response, body: unknown, text: string): Promise<boolean> => {
    if (!isPlainRequest(body) || !isJson(req.headers['content-type'])) return false;
    const subgraph = this.routes.subgraphFor(body.query, body.operationName);
    if (!subgraph) return false;
    // The one subgraph checks the token; one it refuses (on any field, public ones too) is answered
    // by the planned road, in its words: 401, as on every road.
    const headers = subgraphHeaders(passedOn(req), this.o.assertions);
    headers['content-type'] = 'application/json';
    // The subgraph runs Apollo Server too: it negotiates the answer's media type as the gateway would.
    if (req.headers.accept) headers.accept = req.headers.accept;
    const answered = await this.relay(subgraph, headers, text, res);
    this.outcomes.inc({ outcome: answered ? 'answered' : 'planned' });
    return answered;
  };

  /**
   * Streams a clean answer through as it arrives (a whole menu is 140 kB: no
   * copy of it is held); false, with nothing written, for any other answer.
   */
  private async relay(subgraph: string, headers: Record<string, string>, text: string, res: Response) {
    const answer = await this.open(subgraph, headers, text);
    if (!answer) return false;
    const { upstream, head, chunks } = answer;
    const header = (name: string) => {
      const v = upstream.headers[name];
      return typeof v === 'string' ? v : undefined;
    };
    res.statusCode = 200;
    res.setHeader('content-type', header('content-type') ?? 'application/json; charset=utf-8');
    res.setHeader('cache-control', header('cache-control') ?? 'no-store');
    // The bytes pass unchanged: their length too (no chunked encoding).
    const length = header('content-length');
    if (length) res.setHeader('content-length', length);
    res.write(head);
    try {
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        if (!res.write(next.value)) await new Promise((resolve) => res.once('drain', resolve));
      }
      res.end();
    } catch {
      // The subgraph went away mid-answer: the client must not take half an answer for a whole one.
      res.destroy();
    }
    return true;
  }

  /** A REST table's read: the data, or null to take the planned road. */
  async query(
    query: string,
    variables: Record<string, unknown>,
    ctx: GatewayContext,
  ): Promise<{ data: Record<string, unknown> } | null> {
    const subgraph = this.routes.subgraphFor(query, undefined);
    if (!subgraph) return null;
    const headers = subgraphHeaders(ctx, this.o.assertions);
    headers['content-type'] = 'application/json';
    const answer = await this.open(subgraph, headers, JSON.stringify({ query, variables }));
    let data: Record<string, unknown> | null | undefined = null;
    if (answer) {
      const parts: Buffer[] = [answer.head];
      try {
        for (let next = await answer.chunks.next(); !next.done; next = await answer.chunks.next())
          parts.push(next.value);
        data = (JSON.parse(Buffer.concat(parts).toString('utf8')) as { data?: Record<string, unknown> | null }).data;
      } catch {
        data = null; // Cut off mid-answer: the planned road reads it again.
      }
    }
    this.outcomes.inc({ outcome: data ? 'answered' : 'planned' });
    return data ? { data } : null;
  }

  /**
   * Sends to the subgraph and reads the answer's first bytes: the answer when
   * it is clean (200, data first, so no errors), else null with the rest dropped.
   */
  private async open(subgraph: string, headers: Record<string, string>, body: string) {
    try {
      const upstream = await postToSubgraph(this.o.subgraphUrl(subgraph), headers, body);
      const chunks = upstream.body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      let head = Buffer.alloc(0);
      while (head.length < CLEAN_ANSWER.length) {
        const next = await chunks.next();
        if (next.done) break;
        head = Buffer.concat([head, next.value]);
      }
      if (upstream.statusCode === 200 && head.subarray(0, CLEAN_ANSWER.length).equals(CLEAN_ANSWER))
        return { upstream, head, chunks };
      upstream.body.destroy();
      return null;
    } catch {
      return null; // Unreachable: the planned road answers the outage (503 with Retry-After).
    }
  }
}

/** A request of only a query, maybe its operation's name and variables: no extensions (persisted queries). */
function isPlainRequest(
  body: unknown,
): body is { query: string; operationName?: string | null; variables?: Record<string, unknown> | null } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const b = body as Record<string, unknown>;
  for (const k of Object.keys(b)) if (k !== 'query' && k !== 'operationName' && k !== 'variables') return false;
  if (typeof b.query !== 'string') return false;
  if (b.operationName !== undefined && b.operationName !== null && typeof b.operationName !== 'string') return false;
  return (
    b.variables === undefined ||
    b.variables === null ||
    (typeof b.variables === 'object' && !Array.isArray(b.variables))
  );
}

/** Apollo Server takes a POST only as JSON (its CSRF guard): anything else goes the planned road and is refused there. */
const isJson = (contentType: string | undefined) =>
  contentType !== undefined && contentType.split(';')[0]!.trim().toLowerCase() === 'application/json';
