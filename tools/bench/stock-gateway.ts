/**
 * `npm run bench`: a stock @apollo/gateway, configured as Apollo documents it,
 * in front of the same auth subgraph ours uses, so the two are measured in one
 * run: IntrospectAndCompose, a RemoteGraphQLDataSource that forwards the
 * Authorization header, Apollo Server's standalone HTTP server, telemetry,
 * inline tracing and the landing page off. Nothing else of ours.
 *   node --import tsx tools/bench/stock-gateway.ts PORT AUTH_SUBGRAPH_URL
 * Prints "listening" once it answers; SIGTERM stops it.
 */

// Before @apollo/gateway loads: it would otherwise probe cloud metadata addresses and report usage.
process.env.APOLLO_TELEMETRY_DISABLED = 'true';

async function main() {
  const port = Number(process.argv[2]);
  const authUrl = process.argv[3]!;
  const { ApolloGateway, IntrospectAndCompose, RemoteGraphQLDataSource } = await import('@apollo/gateway');
  const { ApolloServer } = await import('@apollo/server');
  const { startStandaloneServer } = await import('@apollo/server/standalone');
  const { ApolloServerPluginInlineTraceDisabled, ApolloServerPluginLandingPageDisabled } =
    await import('@apollo/server/plugin/disabled');

  interface Context {
    authorization?: string;
  }
  const gateway = new ApolloGateway({
    supergraphSdl: new IntrospectAndCompose({ subgraphs: [{ name: 'auth', url: authUrl }] }),
    buildService: ({ url }) =>
      new RemoteGraphQLDataSource<Context>({
        url,
        willSendRequest({ request, context }) {
          if (context.authorization) request.http?.headers.set('authorization', context.authorization);
        },
      }),
  });
  const server = new ApolloServer<Context>({
    gateway,
    plugins: [ApolloServerPluginInlineTraceDisabled(), ApolloServerPluginLandingPageDisabled()],
  });
  const { url } = await startStandaloneServer(server, {
    listen: { port, host: '127.0.0.1' },
    context: async ({ req }) => ({ authorization: req.headers.authorization }),
  });
  process.stdout.write(`listening ${url}\n`);
  process.once('SIGTERM', () => {
    void server.stop().then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`The stock gateway could not start: ${(error as Error).message}\n`);
  process.exit(1);
});
