import '../src/telemetry-off';
import { closeServer, createLogger, listen, readKey, TokenVerifier, ViewerAssertions } from '@zest/kit';
import type { Redis } from 'ioredis';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGatewayApp, type GatewayOptions } from '../src/app';
import { SUPERGRAPH_FILE } from '../src/supergraph/compose';
import { serviceUrl } from '../../tools/test/support';

/** A gateway of a test's own, in its process, in front of the test stack's services, with the stack's keys. */
export async function ownGateway(
  redis: Redis,
  options: Pick<GatewayOptions, 'directRoad' | 'fairShare'> &
    Partial<Pick<GatewayOptions, 'trustProxy' | 'opsNetwork' | 'subgraphUrl'>>,
): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = process.env.ZEST_TEST_DATA_DIR!;
  const verifier = new TokenVerifier(
    readKey(undefined, join(dataDir, 'keys', 'jwt-public.pem'), 'JWT_PUBLIC_KEY'),
    redis,
    new ViewerAssertions(readFileSync(join(dataDir, 'keys', 'gateway-assertion.key'), 'utf8')),
  );
  const gateway = await createGatewayApp({
    supergraphSdl: readFileSync(SUPERGRAPH_FILE, 'utf8'),
    subgraphUrl: (name) => `${serviceUrl(name)}/graphql`,
    verifier,
    redis,
    log: createLogger('gateway', 'silent'),
    trustProxy: 'loopback',
    opsNetwork: 'loopback',
    webDist: join(dataDir, 'no-web'),
    orderStream: { heartbeatMs: 15_000 },
    ...options,
  });
  const server = await listen(gateway.app, 0, '127.0.0.1');
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    async stop() {
      gateway.endStreams();
      await closeServer(server);
      await gateway.stop();
    },
  };
}
