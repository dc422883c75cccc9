import './telemetry-off';
import { assertionsFrom, listen, createLogger, readKey, redisForCommands, TokenVerifier } from '@zest/kit';
import express from 'express';
import type { Server, ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGatewayApp } from './app';
import { config, subgraphUrl } from './config';
import { SUPERGRAPH_FILE } from './supergraph/compose';

async function main() {
  const log = createLogger('gateway', config.LOG_LEVEL);
  const redis = redisForCommands(config);
  const { app, ops, endStreams, drainStreams, stop } = await createGatewayApp({
    supergraphSdl: readFileSync(config.SUPERGRAPH_FILE ?? SUPERGRAPH_FILE, 'utf8'),
    subgraphUrl,
    verifier: new TokenVerifier(
      readKey(config.JWT_PUBLIC_KEY, config.JWT_PUBLIC_KEY_FILE, 'JWT_PUBLIC_KEY'),
      redis,
      assertionsFrom(config),
    ),
    redis,
    log,
    trustProxy: config.TRUST_PROXY,
    opsNetwork: config.OPS_NETWORK,
    schemaOpen: config.NODE_ENV === 'development',
    webDist: config.WEB_DIST ?? join(__dirname, '..', '..', 'web', 'dist'),
    orderStream: {
      heartbeatMs: config.ORDER_STREAM_HEARTBEAT_SECONDS * 1000,
    },
    directRoad: config.DIRECT_ROAD === 'on',
    fairShare: {
      restaurantPerSecond: config.FAIR_SHARE_RESTAURANT_PER_SECOND,
      restaurantBurst: config.FAIR_SHARE_RESTAURANT_BURST,
      accountPerSecond: config.FAIR_SHARE_ACCOUNT_PER_SECOND,
      accountBurst: config.FAIR_SHARE_ACCOUNT_BURST,
    },
    fairShareScope: config.FAIR_SHARE_SCOPE,
  });
  const server = await listen(app, config.PORT, config.HOST);
  server.keepAliveTimeout = 65_000;
  log.info({ port: config.PORT }, 'gateway listening');
  const opsServer = config.OPS_PORT ? await listen(express().use(ops), config.OPS_PORT, config.HOST) : null;
  if (opsServer) log.info({ port: config.OPS_PORT }, 'gateway internals listening');

  // The drain (decision 0078): not ready at once, no new stream, each open one told to come back after a
  // jittered delay and ended over the first half of the drain; requests in flight finish; then the exit.
  const drainMs = config.GATEWAY_DRAIN_SECONDS * 1000;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, drainSeconds: config.GATEWAY_DRAIN_SECONDS }, 'gateway draining');
    setTimeout(() => {
      log.warn('gateway drain time is up: what was still open is cut');
      process.exit(0);
    }, drainMs).unref();
    // Each answer from now on closes its connection: the client's next one goes, through the balancer, elsewhere.
    for (const s of [server, opsServer]) s?.prependListener('request', (_req, res: ServerResponse) => closing(res));
    await drainStreams(drainMs / 2);
    endStreams();
    await Promise.all([server, opsServer].map((s) => s && closeGently(s)));
    await stop();
    redis.disconnect();
    log.info('gateway stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

const closing = (res: ServerResponse) => {
  if (!res.headersSent) res.setHeader('connection', 'close');
};

/** Stops accepting and lets each request in flight finish (the drain's deadline cuts any that does not). */
const closeGently = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });

main().catch((error: unknown) => {
  process.stderr.write(`gateway failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
