import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { hasEnded, LaunchError, spawnManaged, stopManaged, type ManagedProcess } from './processes';

/**
 * A Redis Cluster of redis-server processes (Debian's): the first half of the ports primaries, the rest
 * their replicas, joined by `redis-cli --cluster create`; append-only and noeviction like the single Redis
 * (BullMQ must not lose keys). A node's part name is `redis@<port>`; its data stays in dir/<port>, so a
 * node started again rejoins as what the cluster made it (a killed primary comes back as a replica).
 */
export interface RedisClusterOptions {
  dir: string;
  /** Six ports or more, an even count: half primaries, half replicas. */
  ports: number[];
  logDir: string;
  /** The address node i listens on and is reached at (default 127.0.0.1). */
  hostOf?: (node: number) => string;
  /** How node i's command runs (e.g. inside a network namespace). */
  wrap?: (command: string, args: string[], node: number) => { command: string; args: string[] };
  track?: (p: ManagedProcess) => void;
  /** Milliseconds a primary may be unreachable before its replica takes over. */
  nodeTimeoutMs?: number;
}

export interface RunningRedisCluster {
  /** "host:port,…" as REDIS_CLUSTER_NODES takes it. */
  nodes: string;
  /** Node i's process, and how to start it again (after a crash). */
  processes: ManagedProcess[];
  restartNode(i: number): Promise<ManagedProcess>;
  /** Stops node i: a primary's replica takes over after the node timeout. */
  stopNode(i: number): Promise<void>;
  /** The indexes of the nodes that are primaries now (a stopped node is not asked). */
  primaries(): Promise<number[]>;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function answers(host: string, port: number, p: ManagedProcess, deadline: number): Promise<void> {
  for (;;) {
    const client = new Redis({ host, port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.ping();
      return;
    } catch {
      if (hasEnded(p)) throw new LaunchError(`Redis node ${host}:${port} exited: ${p.recent.slice(-3).join(' ')}`);
      if (Date.now() > deadline) throw new LaunchError(`Redis node ${host}:${port} did not answer in time`);
      await sleep(100);
    } finally {
      client.disconnect();
    }
  }
}

/** The cluster's own word that every slot is served. */
async function clusterOk(host: string, port: number, deadline: number): Promise<void> {
  const client = new Redis({ host, port, maxRetriesPerRequest: 1 });
  client.on('error', () => undefined);
  try {
    for (;;) {
      const info = (await client.cluster('INFO').catch(() => '')) as string;
      if (info.includes('cluster_state:ok')) return;
      if (Date.now() > deadline)
        throw new LaunchError(`the Redis Cluster did not reach cluster_state:ok: ${info.slice(0, 120)}`);
      await sleep(200);
    }
  } finally {
    client.disconnect();
  }
}

export async function startRedisCluster(o: RedisClusterOptions): Promise<RunningRedisCluster> {
  if (o.ports.length < 6 || o.ports.length % 2)
    throw new Error('a Redis Cluster here takes six ports or more, an even count');
  const hostOf = o.hostOf ?? (() => '127.0.0.1');
  const spawnNode = (i: number): ManagedProcess => {
    const port = o.ports[i]!;
    const dir = join(o.dir, String(port));
    mkdirSync(dir, { recursive: true });
    const args = [
      '--bind',
      hostOf(i),
      '--port',
      String(port),
      '--dir',
      dir,
      '--cluster-enabled',
      'yes',
      '--cluster-config-file',
      'nodes.conf',
      '--cluster-node-timeout',
      String(o.nodeTimeoutMs ?? 3_000),
      '--appendonly',
      'yes',
      '--maxmemory-policy',
      'noeviction',
      '--save',
      '',
      // Bound to the hosts' private network with no password: protected mode would refuse the other hosts.
      '--protected-mode',
      'no',
    ];
    const run = o.wrap ? o.wrap('redis-server', args, i) : { command: 'redis-server', args };
    const p = spawnManaged({ name: `redis@${port}`, ...run, cwd: dir, logDir: o.logDir, env: process.env });
    o.track?.(p);
    return p;
  };
  const processes = o.ports.map((_, i) => spawnNode(i));
  const deadline = Date.now() + 30_000;
  await Promise.all(processes.map((p, i) => answers(hostOf(i), o.ports[i]!, p, deadline)));
  const nodes = o.ports.map((port, i) => `${hostOf(i)}:${port}`);
  const first = new Redis({ host: hostOf(0), port: o.ports[0]!, maxRetriesPerRequest: 1 });
  const known = ((await first.cluster('INFO')) as string).match(/cluster_known_nodes:(\d+)/)?.[1];
  first.disconnect();
  // A cluster made before (its nodes.conf kept) is not made again.
  if (Number(known) < o.ports.length) {
    const created = spawnSync(
      'redis-cli',
      ['--cluster', 'create', ...nodes, '--cluster-replicas', '1', '--cluster-yes'],
      {
        encoding: 'utf8',
      },
    );
    if (created.status !== 0)
      throw new LaunchError(
        `redis-cli --cluster create failed: ${(created.stdout + created.stderr).trim().split('\n').slice(-3).join(' ')}`,
      );
  }
  await clusterOk(hostOf(0), o.ports[0]!, Date.now() + 30_000);
  return {
    nodes: nodes.join(','),
    processes,
    restartNode: async (i) => {
      const p = spawnNode(i);
      processes[i] = p;
      await answers(hostOf(i), o.ports[i]!, p, Date.now() + 30_000);
      return p;
    },
    stopNode: (i) => stopManaged(processes[i]!),
    primaries: async () => {
      const roles = await Promise.all(
        processes.map(async (p, i) => {
          if (hasEnded(p)) return null;
          const c = new Redis({
            host: hostOf(i),
            port: o.ports[i]!,
            lazyConnect: true,
            maxRetriesPerRequest: 0,
            retryStrategy: () => null,
          });
          c.on('error', () => undefined);
          try {
            await c.connect();
            return ((await c.role()) as unknown[])[0];
          } catch {
            return null;
          } finally {
            c.disconnect();
          }
        }),
      );
      return roles.flatMap((role, i) => (role === 'master' ? [i] : []));
    },
    stop: async () => {
      for (const p of processes) await stopManaged(p);
    },
  };
}
