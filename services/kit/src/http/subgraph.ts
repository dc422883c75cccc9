import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { buildSubgraphSchema, type GraphQLResolverMap } from '@apollo/subgraph';
import express, { type Express, type Request } from 'express';
import type { DocumentNode } from 'graphql';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { contextFromRequest, type RequestContext } from '../access/context';
import { formatGraphQLError } from './graphql-errors';
import { cleanAnswers, graphqlHandler } from './graphql-post';
import type { ReadinessCheck } from '../core/readiness';
import { closeServer, jsonBodyErrors, listen, readinessHandler, requestLogging } from './http';
import { NOT_FOUND } from '../core/messages';
import { createMetrics, type Metrics } from '../ops/metrics';
import { budgetGate, operationLimits } from './operation-budget';
import type { TokenVerifier } from '../access/tokens';
import { operationTally } from '../data/statement-count';

export interface SubgraphOptions {
  name: string;
  host: string;
  port: number;
  typeDefs: DocumentNode;
  /**
   * The subgraph's generated `Resolvers` map. Its entity references take
   * (reference, context), which Apollo's own map type cannot express.
   */
  resolvers: object;
  verifier: TokenVerifier;
  log: Logger;
  ready: ReadinessCheck;
  /**
   * Routes that are not GraphQL (a webhook that needs the raw body, a photo's bytes); `contextOf` reads who
   * is asking as /graphql does, for a route that checks access.
   */
  routes?: (app: Express, http: { contextOf: (req: Request) => Promise<RequestContext> }) => void;
  /** The process's metrics, when the service adds its own to them (else made here). */
  metrics?: Metrics;
}

export interface RunningSubgraph {
  server: Server;
  close(): Promise<void>;
}

/** One subgraph process: /graphql, /healthz, /readyz, /metrics, with request ids and the error map. */
export async function startSubgraph(options: SubgraphOptions): Promise<RunningSubgraph> {
  const { log } = options;
  const schema = buildSubgraphSchema([
    { typeDefs: options.typeDefs, resolvers: options.resolvers as GraphQLResolverMap<RequestContext> },
  ]);
  const apollo = new ApolloServer<RequestContext>({
    schema,
    // The gateway uses neither traces nor cache hints, and each costs on every field of every answer
    // (traces about a millisecond a request); cleanAnswers marks every answer uncacheable instead.
    plugins: [
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginLandingPageDisabled(),
      cleanAnswers,
      operationTally,
    ],
    ...operationLimits(),
    includeStacktraceInErrorResponses: false,
    formatError: (formatted, error) =>
      formatGraphQLError(formatted, error, (fault) => log.error({ err: fault }, 'unexpected resolver error')),
  });
  await apollo.start();

  const metrics = options.metrics ?? createMetrics(options.name);
  const app = express();
  app.disable('x-powered-by');
  // Subgraphs sit behind the gateway, which passes the caller's address on.
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  // Ahead of the middleware stack: the hot path, and the one way into Apollo (graphql-post.ts).
  app.all(
    '/graphql',
    graphqlHandler({
      apollo,
      context: (req) => contextFromRequest(req, options.verifier),
      log,
      duration: metrics.httpDuration,
      measure: metrics.statements.measure,
      budget: budgetGate(() => schema),
    }),
  );
  app.use(requestLogging(log));
  app.use(metrics.middleware);
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/readyz', readinessHandler(options.ready));
  app.get('/metrics', metrics.handler);
  options.routes?.(app, { contextOf: (req) => contextFromRequest(req, options.verifier) });
  app.use((_req, res) => {
    res.status(404).json({ success: false, message: NOT_FOUND });
  });
  app.use(jsonBodyErrors);

  const server = await listen(app, options.port, options.host);
  server.keepAliveTimeout = 65_000;
  log.info({ port: options.port }, `${options.name} subgraph listening`);

  return {
    server,
    async close() {
      await closeServer(server);
      await apollo.stop();
    },
  };
}
