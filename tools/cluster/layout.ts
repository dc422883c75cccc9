import { SERVICES } from '@zest/kit';

/**
 * Where each part of `npm run cluster` runs: which host, which port. One place, read by the launcher and
 * by the run that kills parts of it (tools/cluster/rush.ts), so both agree on names.
 *
 *   this machine  the database host: PostgreSQL, and PgBouncer in front of it (the only door the services
 *                 use; migrations alone go straight to PostgreSQL); and HAProxy, the public entry and one
 *                 internal entry per subgraph
 *   redis-1…3     a Redis Cluster: on each host one primary and the replica of another host's primary
 *   app-1…N       one replica of every service and a gateway each
 */
export const CLUSTER_PORTS = {
  /** The public entry (HAProxy → the gateways), opened at http://localhost:<entry>. */
  entry: Number(process.env.ZEST_CLUSTER_PORT ?? 4400),
  /** HAProxy's stats page. */
  stats: Number(process.env.ZEST_CLUSTER_PORT ?? 4400) + 90,
  postgres: Number(process.env.ZEST_CLUSTER_PG_PORT ?? 54330),
  pgbouncer: Number(process.env.ZEST_CLUSTER_PGBOUNCER_PORT ?? 54340),
  /** The six Redis nodes: this and the next five (their cluster bus: +10000). */
  redis: Number(process.env.ZEST_CLUSTER_REDIS_PORT ?? 7001),
};

/** App hosts: each runs one replica of every service and one gateway (ZEST_CLUSTER_REPLICAS, at least 2). */
export const REPLICAS = Math.max(2, Number(process.env.ZEST_CLUSTER_REPLICAS ?? 2));

export const appHost = (replica: number) => `app-${replica + 1}`;
export const REDIS_HOSTS = ['redis-1', 'redis-2', 'redis-3'];
export const HOST_NAMES = [...REDIS_HOSTS, ...Array.from({ length: REPLICAS }, (_, r) => appHost(r))];

/** The internal entry HAProxy keeps for a subgraph: the entry's port + 1 + its place in the list. */
export const subgraphEntryPort = (service: string) =>
  CLUSTER_PORTS.entry + 1 + SERVICES.findIndex((s) => s.name === service);

/**
 * A replica's own port. Distinct per replica even on separate hosts, so the loopback fallback (every host
 * one address) needs no other layout: gateway at +0, services at +1…, the gateway's ops port at +9.
 */
export const replicaPort = (replica: number, part: string) =>
  CLUSTER_PORTS.entry +
  10 * (replica + 1) +
  (part === 'gateway' ? 0 : part === 'gateway-ops' ? 9 : 1 + SERVICES.findIndex((s) => s.name === part));

/** A part's name in logs, in the parts file and on the rush's kill list: `orders@app-2`. */
export const partName = (part: string, host: string) => `${part}@${host}`;
