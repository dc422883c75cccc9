/**
 * Every use of Apollo's federation internals in the gateway, in this one
 * module: the gateway's own query plans (`experimental_didResolveQueryPlan`)
 * and the planner's own operation normalizer (`@apollo/federation-internals`,
 * which says it may change in any release). They are used, rather than a
 * normalizer of ours, because the question is what the planner itself would
 * send: an answer of ours could disagree with it exactly where it matters
 * (fragments, `__typename` it adds, fields it rewrites). The versions are
 * pinned, and gateway/test/road-contract.test.ts is what tells an upgrade
 * changed them (gateway/README.md#upgrading-apollo).
 * See docs/decisions/0026-direct-road.md and 0036-direct-road-safe.md.
 */
import type { Experimental_DidResolveQueryPlanCallback } from '@apollo/gateway';
import { operationFromDocument, Supergraph, type Schema } from '@apollo/federation-internals';
import type { QueryPlan } from '@apollo/query-planner';
import { KeptMap } from '@zest/kit';
import { parse, type DocumentNode } from 'graphql';

/** Operations remembered; past this the oldest is forgotten (it is learned again on its next request). */
const MAX_ROUTES = 2_000;

const key = (query: string, operationName: string | null | undefined) => `${operationName ?? ''}\n${query}`;

/**
 * Which subgraph answers a query on its own, learned from the gateway's own
 * query plans: a plan that is one fetch of a query (no entity jumps, no
 * rewrites, no @defer) whose selection, fragments spread and normalized, is
 * exactly the client's. Such a query gives the same answer whether the
 * gateway runs the plan or hands the client's document to that subgraph as
 * it came. A mutation is learned apart, for the REST tables' own documents
 * only (DirectRoad.mutation); a client's mutation always runs through the plan.
 */
export class DirectRoutes {
  private readonly routes = new KeptMap<string, string | null>(MAX_ROUTES);
  private readonly mutations = new KeptMap<string, string | null>(MAX_ROUTES);
  private readonly apiSchema: Schema;
  private readonly subgraphSchemas: Map<string, Schema>;

  constructor(supergraphSdl: string) {
    const supergraph = Supergraph.build(supergraphSdl);
    this.apiSchema = supergraph.apiSchema();
    this.subgraphSchemas = new Map([...supergraph.subgraphs().values()].map((s) => [s.name, s.schema]));
  }

  /** The subgraph that answers this query alone, once the gateway has planned it; undefined otherwise. */
  subgraphFor(query: string, operationName: string | null | undefined): string | undefined {
    return this.routes.get(key(query, operationName)) ?? undefined;
  }

  /** The subgraph that runs this mutation alone (one fetch, the same selection); undefined otherwise. */
  mutationSubgraphFor(query: string): string | undefined {
    return this.mutations.get(key(query, undefined)) ?? undefined;
  }

  /** For ApolloGateway's `experimental_didResolveQueryPlan`: runs after validation and planning. */
  readonly learn: Experimental_DidResolveQueryPlanCallback = ({ queryPlan, requestContext }) => {
    const { source, document, operation, request } = requestContext;
    if (!source || !document || !operation) return;
    const k = key(source, request.operationName);
    const kind = operation.operation;
    const routes = kind === 'query' ? this.routes : kind === 'mutation' ? this.mutations : null;
    if (!routes || routes.has(k)) return;
    routes.set(k, this.soleSubgraph(queryPlan, document, request.operationName, kind as 'query' | 'mutation'));
  };

  /** The subgraph of a one-fetch plan that asks exactly what the client asked; null for any other plan. */
  private soleSubgraph(
    plan: QueryPlan,
    document: DocumentNode,
    operationName: string | null | undefined,
    kind: 'query' | 'mutation',
  ) {
    const fetch = plan.node;
    if (fetch?.kind !== 'Fetch' || fetch.operationKind !== kind || fetch.hasDefers) return null;
    const rewrites = [fetch.requires, fetch.inputRewrites, fetch.outputRewrites, fetch.contextRewrites];
    const subgraphSchema = this.subgraphSchemas.get(fetch.serviceName);
    if (rewrites.some((r) => r?.length) || !subgraphSchema) return null;
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
