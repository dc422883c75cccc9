/**
 * The test range: every port a test run uses is ZEST_TEST_PORT_BASE (4300)
 * plus one offset from here, so two suites (or two test runs on one
 * machine, with different bases) never collide.
 */
export const TEST_PORT_BASE = Number(process.env.ZEST_TEST_PORT_BASE ?? 4300);

export const TEST_PORTS = {
  /** The test stack's gateway; its services take the next ports (+1 … +9). */
  gateway: 0,
  /** stripe-mock's HTTP port; its unused HTTPS listener takes the next. */
  stripeMock: 12,
  /** A launcher run healed by the supervisor (tools/stack/supervision.test.ts); its services +21 … +29. */
  supervisedLauncher: 20,
  /** Launcher runs whose stores fail to start (tools/stack/launcher-failures.test.ts). */
  failingLauncher: 30,
  /** The fake geocoding service behind address suggestions (services/orders/test/address.test.ts). */
  geocoder: 40,
  /**
   * The delivery radius's own fake geocoder and the orders services it starts, with address lookup and
   * without (services/orders/test/online-delivery-radius.test.ts): the suite may run beside address.test.ts.
   */
  radiusGeocoder: 41,
  radiusOrders: 42,
  radiusOrdersWithoutLookup: 43,
  /** An S3-compatible server for the photo bucket's tests (services/menu/test/bucket-photo-store.test.ts). */
  photoBucket: 44,
  /** Redis servers a suite runs for itself (tools/test/own-stores.ts `ownRedis`): offset + jest worker id. */
  billingRedis: 50,
  menuRedis: 55,
  eventsRedis: 45,
  /** A launcher run backed up and restored (tools/backup/backup.test.ts); its services +61 … +69. */
  backupLauncher: 60,
  /** A stack whose consumers' databases go away (gateway/test/events-never-lost.test.ts); its services +71 … +75. */
  eventsStack: 70,
  /** A second gateway a browser test stops and starts again (web/e2e/offline.browser.test.ts). */
  offlineGateway: 80,
  /** A port no Redis listens on: fair share's own buckets decide (gateway/test/fair-share.test.ts). */
  nowhereRedis: 120,
  /** A port no service listens on: the gateway stays ready without it (gateway/test/internals.test.ts). */
  nowhereService: 123,
  /** A gateway process a test stops with SIGTERM, and its ops port (gateway/test/drain.test.ts). */
  drainingGateway: 121,
  drainingGatewayOps: 122,
  /**
   * PgBouncer in front of the test server and the services behind it (services/orders/test/pgbouncer.test.ts):
   * orders with statements unnamed, and with them named (which the pooler cannot keep).
   */
  pgbouncer: 110,
  pooledOrders: 111,
  namedOrders: 112,
  /** A menu started while its database refuses it, directly and through a PgBouncer of its own (services/menu/test/store-refusals.test.ts). */
  waitingMenu: 113,
  refusalsPgBouncer: 114,
  pooledWaitingMenu: 115,
  /**
   * What the stores answer while away (services/kit/test/outages.test.ts): a Redis replica whose primary
   * (nothing listens on absentPrimary) is away, a cluster node serving no slot, a PgBouncer with a tiny limit.
   */
  orphanReplica: 116,
  slotlessClusterNode: 117,
  outagesPgBouncer: 118,
  absentPrimary: 119,
  /** A menu started before its migrations ran (services/menu/test/schema-wait.test.ts). */
  schemaWaitingMenu: 130,
  /** A load balancer whose replica died mid-request: it answers 502 (gateway/test/internals.test.ts). */
  deadReplicaBalancer: 131,
  /** The SMTP receiver and its HTTP API. */
  smtp: 90,
  mailApi: 91,
  /**
   * The Redis Cluster a suite runs for itself (tools/test/own-stores.ts `ownRedisCluster`): six nodes
   * at +100 … +105, their cluster buses 10000 above each.
   */
  redisCluster: 100,
} as const;

export const testPort = (name: keyof typeof TEST_PORTS) => TEST_PORT_BASE + TEST_PORTS[name];

/**
 * The test stack's own PostgreSQL and Redis; launcher runs in tests take the next ports. Both lie
 * outside Linux's ephemeral range (32768–60999): a port in it can be held by any outgoing
 * connection's TIME_WAIT, and a test store then could not listen on it.
 */
export const TEST_STORES = {
  postgres: Number(process.env.ZEST_TEST_PG_PORT ?? 24330),
  redis: Number(process.env.ZEST_TEST_REDIS_PORT ?? 63730),
};
