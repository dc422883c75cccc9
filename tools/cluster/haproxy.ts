import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnManaged, type ManagedProcess } from '../stack/processes';

/**
 * HAProxy in front of every replica, as an operator's load balancer: the public entry (the gateways,
 * HTTP and the live streams) and one internal entry per subgraph (the gateways reach each service's
 * replicas through it). A replica is taken out when its /readyz fails twice a second apart and put back
 * after two passes; a connection that cannot be made is tried on another replica (nothing was sent, so
 * it is safe for a POST); a request already sent is never sent twice by the balancer: the terminal's
 * Idempotency-Key makes its own retry safe.
 */
export interface Backend {
  name: string;
  address: string;
  port: number;
  /** Where readiness is asked, when not the serving port (the gateway's ops port). */
  checkPort?: number;
}

export interface Entry {
  name: string;
  binds: string[];
  backends: Backend[];
  /** Live streams pass through: an idle stream is kept this long between heartbeats. */
  streams?: boolean;
}

/** The client's address for the gateway's per-client limits; the gateways trust it from the balancer only. */
const FORWARD = '    option forwardfor\n';

function entryConfig(e: Entry): string {
  const servers = e.backends
    .map(
      (b) =>
        `    server ${b.name} ${b.address}:${b.port} check inter 1s fall 2 rise 2${b.checkPort ? ` port ${b.checkPort}` : ''}`,
    )
    .join('\n');
  return [
    `frontend ${e.name}`,
    ...e.binds.map((b) => `    bind ${b}`),
    `    default_backend ${e.name}-replicas`,
    '',
    `backend ${e.name}-replicas`,
    // The least busy replica: a replica that restarted takes new work at once.
    '    balance leastconn',
    '    option httpchk GET /readyz',
    '    http-check expect status 200',
    '    retries 2',
    '    option redispatch 1',
    '    retry-on conn-failure',
    e.streams ? `${FORWARD}    timeout server 10m\n    timeout tunnel 10m` : '',
    servers,
    '',
  ]
    .filter((l) => l !== '')
    .join('\n');
}

/** The configuration: generous connection counts (5,000 open streams pass through twice). */
export function haproxyConfig(entries: Entry[], stats: string): string {
  return `global
    maxconn 9000
    log stdout format raw local0 notice

defaults
    mode http
    log global
    option httplog
    option dontlognull
    option http-server-close
    timeout connect 2s
    timeout client 10m
    timeout server 60s
    timeout http-request 10s
    timeout queue 10s
    timeout http-keep-alive 30s
    maxconn 9000

frontend stats
    bind ${stats}
    stats enable
    stats uri /
    stats refresh 5s

${entries.map(entryConfig).join('\n\n')}
`;
}

export function startHaproxy(dir: string, logDir: string, entries: Entry[], stats: string): ManagedProcess {
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(entries, stats));
  return spawnManaged({
    name: 'haproxy',
    command: 'haproxy',
    args: ['-db', '-f', file],
    cwd: dir,
    logDir,
    env: process.env,
  });
}
