/**
 * `npm run cluster`: the platform as an operator runs it on several hosts, on this one machine
 * (docs/scale.md#the-cluster). Every service and the gateway in REPLICAS copies, each copy on an app
 * host of its own; HAProxy in front of the gateways (HTTP and the live streams) and of each service's
 * replicas; PgBouncer in transaction mode in front of PostgreSQL for every query; a Redis Cluster of
 * three primaries with a replica each. Migrations run first, as their own step, straight to PostgreSQL.
 * A part that dies is started again, as an orchestrator would. Ctrl-C stops everything.
 * Env: ZEST_CLUSTER_DIR (.data/cluster), ZEST_CLUSTER_PORT (4400), ZEST_CLUSTER_REPLICAS (2),
 * ZEST_CLUSTER_HOSTS=loopback (no network namespaces).
 */
import { envPrefix, LOCAL_STORES, SERVICES } from '@zest/kit';
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDevKeys } from '../stack/keys';
import { startPostgres } from '../stack/postgres';
import {
  claimDataDir,
  forgetPids,
  reapLeftovers,
  rememberPids,
  spawnManaged,
  stopManaged,
  waitForHttp,
  type ManagedProcess,
} from '../stack/processes';
import { LAUNCHER_SETTINGS } from '../stack/settings';
import { ROOT } from '../stack/stack';
import { Supervisor } from '../stack/supervisor';
import { startHaproxy, type Entry } from './haproxy';
import { makeHosts, type Host } from './hosts';
import {
  appHost,
  CLUSTER_PORTS,
  HOST_NAMES,
  partName,
  REDIS_HOSTS,
  REPLICAS,
  replicaPort,
  subgraphEntryPort,
} from './layout';
import { startPgBouncer } from '../stack/pgbouncer';
import { startRedisCluster } from '../stack/redis-cluster';

const dataDir = process.env.ZEST_CLUSTER_DIR ?? join(ROOT, '.data', 'cluster');
const logDir = join(dataDir, 'logs');
const say = (line: string) => process.stdout.write(`${line}\n`);

const started: ManagedProcess[] = [];
const track = (p: ManagedProcess) => {
  started.push(p);
  rememberPids(dataDir, started);
};
const supervisor = new Supervisor({ say: (l) => say(`  ${l}`), changed: (ps) => rememberPids(dataDir, ps) });
const cleanup: (() => void)[] = [];
let stopping: Promise<void> | null = null;
const stop = () =>
  (stopping ??= (async () => {
    await supervisor.stop();
    for (const p of [...started].reverse()) await stopManaged(p);
    forgetPids(dataDir);
    for (const c of cleanup.reverse()) c();
  })());

/** `npm run migrate` for every service, straight to PostgreSQL, before any replica starts. */
function migrate(serverUrl: string): Promise<void> {
  const child = spawn(process.execPath, [join(ROOT, 'services/kit/dist/data/migrate-cli.js')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: serverUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`migrations failed (exit ${code})`)))),
  );
}

async function main() {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void stop().then(() => (say('Stopped.'), process.exit(0))));
  mkdirSync(logDir, { recursive: true });
  const entryUrl = `http://localhost:${CLUSTER_PORTS.entry}`;
  cleanup.push(claimDataDir(dataDir, entryUrl));
  await reapLeftovers(dataDir);
  const hosts = makeHosts(HOST_NAMES);
  cleanup.push(() => hosts.remove());
  say(
    `Starting the Zest POS cluster (data in ${dataDir.replace(`${ROOT}/`, '')}/) on ${hosts.kind}; latency: ${hosts.latency}.`,
  );
  const lines: string[] = [];

  // The database host: PostgreSQL on its loopback; PgBouncer the door the services use.
  const postgres = await startPostgres({
    clusterDir: join(dataDir, 'pg'),
    port: CLUSTER_PORTS.postgres,
    logDir,
    ephemeral: false,
    settings: LAUNCHER_SETTINGS,
    track,
  });
  const bouncer = await startPgBouncer({
    dir: join(dataDir, 'pgbouncer'),
    host: hosts.machineAddress,
    port: CLUSTER_PORTS.pgbouncer,
    upstream: {
      host: '127.0.0.1',
      port: CLUSTER_PORTS.postgres,
      user: LOCAL_STORES.postgresUser,
      password: LOCAL_STORES.postgresPassword,
    },
    poolMode: 'transaction',
    // One PgBouncer for the manifests' two (8 a database each): at most 16 server connections a database.
    defaultPoolSize: 12,
    maxDbConnections: 16,
    logDir,
    track,
  });
  lines.push(
    `  PostgreSQL      127.0.0.1:${CLUSTER_PORTS.postgres} on this machine (migrations only)`,
    `  PgBouncer       ${hosts.machineAddress}:${CLUSTER_PORTS.pgbouncer}, transaction mode (every service's queries)`,
  );

  const redisHost = (node: number) => hosts.host(REDIS_HOSTS[node % REDIS_HOSTS.length]!);
  const redis = await startRedisCluster({
    dir: join(dataDir, 'redis'),
    ports: Array.from({ length: 6 }, (_, i) => CLUSTER_PORTS.redis + i),
    hostOf: (node) => redisHost(node).address,
    wrap: (command, args, node) => redisHost(node).wrap(command, args),
    logDir,
    track,
  });
  lines.push(`  Redis Cluster   ${redis.nodes.split(',').join(' ')} (3 primaries, a replica each)`);

  say('Migrating every database (its own step, straight to PostgreSQL)…');
  await migrate(postgres.url);

  const keys = ensureDevKeys(dataDir);
  const env = (host: Host, port: number): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    // The payment sandbox on a machine that is the operator's own (decision 0075).
    STRIPE_SANDBOX: 'true',
    LOCAL_SANDBOX: 'true',
    HOST: host.address,
    PORT: String(port),
    REDIS_CLUSTER_NODES: redis.nodes,
    REDIS_URL: `redis://${redis.nodes.split(',')[0]}`,
    MIGRATE_ON_START: 'false',
    DATABASE_POOLER: 'transaction',
    JWT_PUBLIC_KEY_FILE: keys.publicKeyFile,
    GATEWAY_ASSERTION_KEY_FILE: keys.assertionKeyFile,
    OUTBOX_DIR: join(dataDir, 'outbox'),
    PHOTOS_DIR: join(dataDir, 'photos'),
    SUPERGRAPH_URL: `http://${hosts.machineAddress}:${CLUSTER_PORTS.entry}/graphql`,
  });
  const run = (part: string, replica: number, script: string, extra: NodeJS.ProcessEnv) => {
    const host = hosts.host(appHost(replica));
    const port = replicaPort(replica, part);
    const spawn = () =>
      spawnManaged({
        name: partName(part, host.name),
        ...host.wrap(process.execPath, [join(ROOT, script)]),
        cwd: ROOT,
        logDir,
        env: { ...env(host, port), ...extra },
      });
    const p = spawn();
    track(p);
    return { p, spawn, url: `http://${host.address}:${port}`, host };
  };

  const services = SERVICES.flatMap((s) =>
    Array.from({ length: REPLICAS }, (_, r) =>
      run(s.name, r, `services/${s.name}/dist/main.js`, {
        [`${envPrefix(s.name)}_DATABASE_URL`]: bouncer.url(s.database),
        ...(s.name === 'auth'
          ? { JWT_PRIVATE_KEY_FILE: keys.privateKeyFile, PIN_HMAC_SECRET_FILE: keys.pinSecretFile }
          : {}),
      }),
    ),
  );
  await Promise.all(services.map((s) => waitForHttp(`${s.url}/readyz`, 120_000, s.p)));

  const replicasOf = (part: string, checkPort?: (r: number) => number) =>
    Array.from({ length: REPLICAS }, (_, r) => ({
      name: appHost(r),
      address: hosts.host(appHost(r)).address,
      port: replicaPort(r, part),
      ...(checkPort ? { checkPort: checkPort(r) } : {}),
    }));
  const inside = hosts.machineAddress;
  const entries: Entry[] = [
    {
      name: 'public',
      binds: [
        `127.0.0.1:${CLUSTER_PORTS.entry}`,
        ...(inside === '127.0.0.1' ? [] : [`${inside}:${CLUSTER_PORTS.entry}`]),
      ],
      backends: replicasOf('gateway', (r) => replicaPort(r, 'gateway-ops')),
      streams: true,
    },
    ...SERVICES.map((s) => ({
      name: s.name,
      binds: [`${inside}:${subgraphEntryPort(s.name)}`],
      backends: replicasOf(s.name),
    })),
  ];
  const haproxy = startHaproxy(dataDir, logDir, entries, `127.0.0.1:${CLUSTER_PORTS.stats}`);
  track(haproxy);

  const gateways = Array.from({ length: REPLICAS }, (_, r) =>
    run('gateway', r, 'gateway/dist/main.js', {
      ...Object.fromEntries(
        SERVICES.map((s) => [`${envPrefix(s.name)}_URL`, `http://${inside}:${subgraphEntryPort(s.name)}/graphql`]),
      ),
      OPS_PORT: String(replicaPort(r, 'gateway-ops')),
      OPS_NETWORK: inside === '127.0.0.1' ? 'loopback' : `${inside}/24`,
      TRUST_PROXY: inside === '127.0.0.1' ? 'loopback' : inside,
    }),
  );
  await Promise.all(
    gateways.map((g, r) =>
      waitForHttp(`http://${g.host.address}:${replicaPort(r, 'gateway-ops')}/readyz`, 60_000, g.p),
    ),
  );
  await waitForHttp(`http://127.0.0.1:${CLUSTER_PORTS.entry}/healthz`, 30_000);

  for (const part of [...services, ...gateways]) supervisor.add(part.p, async () => part.spawn());
  redis.processes.forEach((p, i) => supervisor.add(p, () => redis.restartNode(i)));
  supervisor.add(haproxy, async () => startHaproxy(dataDir, logDir, entries, `127.0.0.1:${CLUSTER_PORTS.stats}`));
  const partsFile = join(dataDir, 'cluster.json');
  writeFileSync(
    partsFile,
    JSON.stringify(
      {
        entry: entryUrl,
        hosts: hosts.kind,
        redisNodes: redis.nodes,
        pgbouncer: bouncer.adminUrl,
        directDatabaseUrl: postgres.url,
        gatewayOps: gateways.map((g, r) => `http://${g.host.address}:${replicaPort(r, 'gateway-ops')}`),
      },
      null,
      2,
    ),
  );
  for (let r = 0; r < REPLICAS; r++)
    lines.push(
      `  ${appHost(r).padEnd(15)} ${hosts.host(appHost(r)).address}: gateway :${replicaPort(r, 'gateway')} (ops :${replicaPort(r, 'gateway-ops')}), ${SERVICES.map((s) => `${s.name} :${replicaPort(r, s.name)}`).join(', ')}`,
    );
  lines.push(
    `  HAProxy         127.0.0.1:${CLUSTER_PORTS.entry} → the gateways; ${SERVICES.map((s) => `${s.name} ${inside}:${subgraphEntryPort(s.name)}`).join(', ')} → its replicas; stats http://localhost:${CLUSTER_PORTS.stats}/`,
  );
  say(
    [
      '',
      `Zest POS cluster is running on ${entryUrl}`,
      ...lines,
      `  Logs: ${logDir.replace(`${ROOT}/`, '')}/   Parts: ${partsFile.replace(`${ROOT}/`, '')}`,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

main().catch(async (error: unknown) => {
  process.stderr.write(`The cluster could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  await stop();
  process.exit(1);
});
