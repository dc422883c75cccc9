import { spawnSync } from 'node:child_process';

/**
 * The "hosts" of `npm run cluster`: each a Linux network namespace of its own on one private bridge,
 * so what crosses between them crosses a network stack (its own loopback, addresses, routes, conntrack),
 * as between machines. The bridge has no route out and the machine does not forward to it: nothing off
 * this machine can reach a host. Where namespaces cannot be made (not root, no iproute2, a container
 * without the capability), every host is this machine's loopback, and the launcher says so.
 */
export interface Host {
  name: string;
  /** The address its servers listen on and others reach it at. */
  address: string;
  /** A command run on this host. */
  wrap(command: string, args: string[]): { command: string; args: string[] };
}

export interface Hosts {
  /** What the hosts are: 'network namespaces' or the loopback fallback, with why. */
  kind: string;
  /** Latency added between hosts, or why none is. */
  latency: string;
  /** This machine's own address on the hosts' network (where the database host's servers listen). */
  machineAddress: string;
  host(name: string): Host;
  remove(): void;
}

const BRIDGE = 'zestbr0';
const SUBNET = '10.48.0';
/** The latency each host's link adds (both ways: a round trip between two hosts gains four times this). */
const LINK_DELAY = '0.25ms';

const ip = (args: string[]) => spawnSync('ip', args, { encoding: 'utf8' });
const must = (args: string[]) => {
  const run = ip(args);
  if (run.status !== 0) throw new Error(`ip ${args.join(' ')}: ${(run.stderr || run.error?.message || '').trim()}`);
};

/** Namespaces left by a launcher that was killed: removed before new ones are made. */
function removeLeftovers(prefix: string) {
  const listed = ip(['netns', 'list']).stdout ?? '';
  for (const line of listed.split('\n')) {
    const name = line.split(' ')[0];
    if (name?.startsWith(prefix)) ip(['netns', 'delete', name]);
  }
  ip(['link', 'delete', BRIDGE]);
}

function loopback(why: string): Hosts {
  return {
    kind: `one machine's loopback (${why})`,
    latency: 'none',
    machineAddress: '127.0.0.1',
    host: (name) => ({ name, address: '127.0.0.1', wrap: (command, args) => ({ command, args }) }),
    remove: () => undefined,
  };
}

/** Adds netem delay on a link, when the kernel has it; answers what was added. */
function delay(device: string, ns?: string): boolean {
  const args = ['qdisc', 'add', 'dev', device, 'root', 'netem', 'delay', LINK_DELAY];
  const run = ns
    ? spawnSync('ip', ['netns', 'exec', ns, 'tc', ...args], { encoding: 'utf8' })
    : spawnSync('tc', args, { encoding: 'utf8' });
  return run.status === 0;
}

/** Hosts named up front: each gets a namespace `<prefix><name>` and the next address on the bridge. */
export function makeHosts(names: string[], prefix = 'zest-'): Hosts {
  if (process.env.ZEST_CLUSTER_HOSTS === 'loopback') return loopback('ZEST_CLUSTER_HOSTS=loopback');
  if (process.getuid?.() !== 0) return loopback('network namespaces need root');
  if (ip(['netns', 'list']).status !== 0) return loopback('`ip netns` is not available');
  removeLeftovers(prefix);
  try {
    must(['link', 'add', BRIDGE, 'type', 'bridge']);
    must(['addr', 'add', `${SUBNET}.1/24`, 'dev', BRIDGE]);
    must(['link', 'set', BRIDGE, 'up']);
  } catch (error) {
    ip(['link', 'delete', BRIDGE]);
    return loopback(`no bridge could be made: ${(error as Error).message}`);
  }
  const hosts = new Map<string, Host>();
  let delayed = true;
  names.forEach((name, i) => {
    const ns = `${prefix}${name}`;
    const address = `${SUBNET}.${10 + i}`;
    const outside = `zv${i}`;
    must(['netns', 'add', ns]);
    must(['link', 'add', outside, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', ns]);
    must(['link', 'set', outside, 'master', BRIDGE, 'up']);
    must(['netns', 'exec', ns, 'ip', 'addr', 'add', `${address}/24`, 'dev', 'eth0']);
    must(['netns', 'exec', ns, 'ip', 'link', 'set', 'eth0', 'up']);
    must(['netns', 'exec', ns, 'ip', 'link', 'set', 'lo', 'up']);
    delayed = delay('eth0', ns) && delayed;
    hosts.set(name, {
      name,
      address,
      wrap: (command, args) => ({ command: 'ip', args: ['netns', 'exec', ns, command, ...args] }),
    });
  });
  return {
    kind: `${names.length} network namespaces on the bridge ${BRIDGE} (${SUBNET}.0/24, no route out)`,
    latency: delayed
      ? `${LINK_DELAY} each way on every host's link (tc netem)`
      : 'none: this kernel has no netem queueing discipline (`tc qdisc … netem` is refused), so hosts talk at bridge speed',
    machineAddress: `${SUBNET}.1`,
    host: (name) => {
      const found = hosts.get(name);
      if (!found) throw new Error(`no host named ${name}`);
      return found;
    },
    remove: () => removeLeftovers(prefix),
  };
}
