import './telemetry-off';
import { assertionsFrom, closeServer, listen, createLogger, readKey, redisForCommands, TokenVerifier } from '@zest/kit';
import express from 'express';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGatewayApp } from './app';
import { config, subgraphUrl } from './config';
import { SUPERGRAPH_FILE } from './supergraph/compose';

async function main() {
  const log = createLogger('gateway', config.LOG_LEVEL);
  const redis = redisForCommands(config.REDIS_URL);
  const { app, ops, endStreams, stop } = await createGatewayApp({
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
  });
  const server = await listen(app, config.PORT, config.HOST);
  server.keepAliveTimeout = 65_000;
  log.info({ port: config.PORT }, 'gateway listening');
  const opsServer = config.OPS_PORT ? await listen(express().use(ops), config.OPS_PORT, config.HOST) : null;
  if (opsServer) log.info({ port: config.OPS_PORT }, 'gateway internals listening');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'gateway stopping');
    endStreams();
    await closeServer(server);
    if (opsServer) await closeServer(opsServer);
    await stop();
    redis.disconnect();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`gateway failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
