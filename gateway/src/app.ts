import { ApolloGateway, RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import {
  createMetrics,
  formatGraphQLError,
  budgetGate,
  graphqlHandler,
  httpStatusFor,
  jsonBodyErrors,
  NOT_FOUND,
  operationLimits,
  ORIGIN_HEADER,
  ROAD_HEADER,
  requestLogging,
  toDomainError,
  type ViewerAssertions,
  type Logger,
  type TokenVerifier,
  type RedisClient,
} from '@zest/kit';
import express, { type Express } from 'express';
import { GraphQLError } from 'graphql';
import helmet from 'helmet';
import { fixedHeaders } from './fixed-headers';
import { Gauge } from 'prom-client';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { authenticate, type GatewayContext } from './context';
import { FairShare, type FairShareLimits } from './fair-share';
import { OrderStreams } from './live/order-stream';
import { operationChosen } from './operation-chosen';
import { schemaPrivate } from './schema-private';
import { outageAnswers } from './outage';
import { REST_ROUTES } from './rest';
import { openApiDocument } from './rest/openapi';
import { restRouter } from './rest/router';
import { subgraphClient } from './subgraph-fetcher';
import { DirectRoad, subgraphHeaders } from './direct-road';
import { DirectRoutes } from './direct-routes';
import { precompressedAssets } from './web-assets';
import { movedPages } from './moved-pages';
import { internalOnly, opsRoutes } from './ops-routes';
import { photosPassThrough } from './photos';
import { paymentsPassThrough } from './webhooks';

export interface GatewayOptions {
  supergraphSdl: string;
  subgraphUrl: (name: string) => string;
  verifier: TokenVerifier;
  redis: RedisClient;
  log: Logger;
  trustProxy: string;
  /** Who may read /readyz and /metrics on this port (ops-routes.ts): address ranges, as TRUST_PROXY. */
  opsNetwork: string;
  /** Introspection and suggestions for every caller (development); else for owners' accounts alone. */
  schemaOpen?: boolean;
  webDist: string;
  orderStream: { heartbeatMs: number };
  /** Queries one subgraph answers alone skip the plan (docs/decisions/0026-direct-road.md); on unless false. */
  directRoad?: boolean;
  /** Each restaurant's and account's share, across replicas through Redis (fair-share.ts); no limit when left out. */
  fairShare?: FairShareLimits;
  /** Whose the buckets are: every replica's, in Redis (the default), or this process's alone. */
  fairShareScope?: 'replicas' | 'process';
}

/** Forwards the verified token, the request id and the caller's address to subgraphs. */
class ForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    options: ConstructorParameters<typeof RemoteGraphQLDataSource<GatewayContext>>[0],
    private readonly assertions: ViewerAssertions | null,
  ) {
    super(options);
  }

  override willSendRequest(options: GraphQLDataSourceProcessOptions<GatewayContext>) {
    // Only operations of our callers carry a context (not health checks or schema loads).
    if (!('incomingRequestContext' in options)) return;
    const headers = options.request.http?.headers;
    if (!headers) return;
    headers.delete(ORIGIN_HEADER);
    headers.delete(ROAD_HEADER);
    for (const [name, value] of Object.entries(subgraphHeaders(options.context, this.assertions)))
      headers.set(name, value);
  }
}

export async function createGatewayApp(o: GatewayOptions): Promise<{
  app: Express;
  /** /healthz, /readyz and /metrics alone, for OPS_PORT. */
  ops: express.Router;
  endStreams(): void;
  /** Not ready from now on, no new stream; each open one told to come back and ended within `spreadMs`. */
  drainStreams(spreadMs: number): Promise<void>;
  stop(): Promise<void>;
}> {
  const client = subgraphClient();
  const directRoutes = o.directRoad === false ? null : new DirectRoutes(o.supergraphSdl);
  const gateway = new ApolloGateway({
    supergraphSdl: o.supergraphSdl,
    ...(directRoutes && { experimental_didResolveQueryPlan: directRoutes.learn }),
    buildService: ({ name }) =>
      new ForwardingDataSource({ url: o.subgraphUrl(name), fetcher: client.fetch as never }, o.verifier.assertions),
    logger: o.log,
  });
  const apollo = new ApolloServer<GatewayContext>({
    gateway,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      outageAnswers,
      operationChosen,
      schemaPrivate(o.schemaOpen ?? false),
    ],
    ...operationLimits(),
    includeStacktraceInErrorResponses: false,
    formatError: (formatted, error) =>
      formatGraphQLError(formatted, error, (fault) => o.log.error({ err: fault }, 'unexpected gateway error')),
  });
  await apollo.start();

  const execute = async (query: string, variables: Record<string, unknown>, ctx: GatewayContext) => {
    const direct =
      (await directRoad?.query(query, variables, ctx)) ?? (await directRoad?.mutation(query, variables, ctx));
    if (direct) return direct;
    const response = await apollo.executeOperation({ query, variables }, { contextValue: ctx });
    if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used by REST adapters');
    return response.body.singleResult as { data?: Record<string, unknown> | null; errors?: readonly GraphQLError[] };
  };

  const metrics = createMetrics('gateway');
  const app = express();
  app.disable('x-powered-by');
  // No weak ETag worked out (a hash of every answer) by express: the routes that revalidate set their own.
  app.set('etag', false);
  app.set('trust proxy', o.trustProxy);
  const graphqlContext = async (req: express.Request) => {
    try {
      return await authenticate(req, o.verifier);
    } catch (error) {
      // A bad token (401), or Redis, where sessions end, unreachable for now (503).
      const refused = toDomainError(error);
      if (!refused) throw error;
      const status = httpStatusFor(refused.code);
      const retryAfter = refused.details.retryAfter;
      const headers = new Map(typeof retryAfter === 'number' ? [['retry-after', String(retryAfter)]] : []);
      throw new GraphQLError(refused.message, {
        extensions: { code: refused.code, ...refused.details, http: { status, headers } },
      });
    }
  };
  const directRoad =
    directRoutes &&
    new DirectRoad(directRoutes, {
      client,
      subgraphUrl: o.subgraphUrl,
      assertions: o.verifier.assertions,
      registry: metrics.registry,
    });
  // Before any work: a restaurant or an account past its share is answered 429 (decision 0057).
  const fairShare =
    o.fairShare && new FairShare(o.verifier, o.fairShare, o.fairShareScope === 'process' ? null : o.redis);
  if (fairShare) {
    app.use(['/graphql', '/api'], fairShare.middleware);
    fairShare.register(metrics.registry);
  }
  // Ahead of the middleware stack: the hot path, the one way into Apollo (kit graphql-post.ts), and past it when a query allows.
  app.all(
    '/graphql',
    graphqlHandler({
      apollo,
      context: graphqlContext,
      log: o.log,
      duration: metrics.httpDuration,
      budget: budgetGate(() => gateway.schema),
      ...(directRoad && { direct: directRoad.post }),
    }),
  );
  app.use(requestLogging(o.log));
  app.use(metrics.middleware);
  app.use(
    fixedHeaders(
      helmet({
        contentSecurityPolicy: {
          directives: { 'img-src': ["'self'", 'data:'], 'connect-src': ["'self'"], 'upgrade-insecure-requests': null },
        },
        // The site is served over plain HTTP locally; TLS terminates in front of it in production.
        strictTransportSecurity: false,
      }),
    ),
  );

  const ops = opsRoutes({ redis: o.redis, subgraphUrl: o.subgraphUrl, metrics, draining: () => orderStreams.draining });
  app.get(['/readyz', '/metrics'], internalOnly(o.opsNetwork, o.verifier));
  app.use(ops);

  const openapi = openApiDocument(REST_ROUTES);
  app.get('/api/openapi.json', (_req, res) => {
    res.json(openapi);
  });
  app.use(paymentsPassThrough(o.subgraphUrl('billing'), o.subgraphUrl('orders')));
  app.use(photosPassThrough(o.subgraphUrl('menu')));
  // An ordering page's old address, before anything answers for it (issue 47).
  app.use(movedPages(execute));
  // A stream, not a JSON answer: outside the REST tables (and so outside /api/openapi.json).
  const orderStreams = new OrderStreams({
    redis: o.redis,
    verifier: o.verifier,
    execute,
    log: o.log,
    ...o.orderStream,
  });
  // What the live layer holds, for the fleet bench and an operator: streams, restaurants, their Redis readers.
  for (const [name, help, read] of [
    ['zest_live_streams_open', 'Live order streams open in this process', () => orderStreams.open],
    ['zest_live_restaurants_followed', 'Restaurants with a live stream open here', () => orderStreams.restaurants],
  ] as const)
    new Gauge({
      name,
      help,
      registers: [metrics.registry],
      collect: function (this: Gauge) {
        this.set(read());
      },
    });
  app.get('/api/order/stream/:restaurantId', (req, res, next) => {
    orderStreams.handler(req, res).catch(next);
  });
  app.get('/api/online/:slug/status/:key/stream', (req, res, next) => {
    orderStreams.customerHandler(req, res).catch(next);
  });
  app.use('/api', express.json({ limit: '100kb' }));
  app.use(
    restRouter(REST_ROUTES, {
      execute,
      authenticate: (req) => authenticate(req, o.verifier),
      withToken: async (ctx, token) => ({ ...ctx, token, viewer: await o.verifier.verify(token) }),
    }),
  );
  app.use('/api', (_req, res) => {
    res.status(404).json({ success: false, message: 'No such API path.' });
  });

  // The web app: hashed assets cached for good, every other GET is the single-page app, but for the
  // restaurants' ordering pages, which are built on their own (docs/decisions/0063-the-ordering-page-loads-light.md).
  const index = join(o.webDist, 'index.html');
  const orderPage = join(o.webDist, 'order.html');
  app.use(
    '/assets',
    precompressedAssets(join(o.webDist, 'assets')),
    express.static(join(o.webDist, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  app.use(express.static(o.webDist, { index: false }));
  app.get('/{*path}', (req, res) => {
    const page = /^\/order(\/|$)/.test(req.path) ? orderPage : index;
    if (!existsSync(page)) {
      res.status(503).type('text').send('The web app is not built yet: run npm run build:web.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(page);
  });
  app.use((_req, res) => {
    res.status(404).json({ success: false, message: NOT_FOUND });
  });
  app.use(jsonBodyErrors);

  return {
    app,
    ops,
    /** Ends the live streams, so stopping the server does not wait for them. */
    endStreams() {
      orderStreams.stop();
    },
    drainStreams: (spreadMs) => orderStreams.drain(spreadMs),
    async stop() {
      await apollo.stop();
      await client.close();
    },
  };
}
