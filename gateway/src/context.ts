import type { Request } from 'express';
import { isIP } from 'node:net';
import { bearerToken, KeptMap, type TokenVerifier, type Viewer } from '@zest/kit';

/** What the gateway knows of a request, and forwards to subgraphs. */
export interface GatewayContext {
  requestId: string;
  clientIp: string;
  /** The address the caller opened the app at, when it names this server (see requestOrigin). */
  origin: string | null;
  /** A token the gateway has verified; null when none was given. */
  token: string | null;
  viewer: Viewer | null;
  /** Set by the REST router alone: the operation runs a documented REST path (kit ROAD_HEADER). */
  road?: 'rest';
}

/**
 * Verifies a presented token once; a bad token is a 401 (the DomainError
 * propagates) whatever the request asks, something anyone may ask too: one
 * answer to a bad token on every road.
 */
export async function authenticate(req: Request, verifier: TokenVerifier): Promise<GatewayContext> {
  const token = bearerToken(req.headers.authorization);
  const viewer = token ? await verifier.verify(token) : null;
  return { ...passedOn(req), token, viewer };
}

/**
 * A request for one subgraph alone (the direct road): its token is passed on
 * unchecked, and that subgraph checks it in full, as it checks any call
 * without the gateway's verdict. The token is still checked once.
 */
export function passedOn(req: Request): GatewayContext {
  return {
    requestId: String(req.id ?? ''),
    clientIp: req.ip ?? 'unknown',
    origin: requestOrigin(req),
    token: bearerToken(req.headers.authorization),
    viewer: null,
  };
}

const plainAddress = (address: string) => address.replace(/^::ffff:/, '').toLowerCase();
const isLoopback = (address: string) => address === '127.0.0.1' || address === '::1' || address.startsWith('127.');

/** Origins worked out, by what they depend on; past this many the oldest is forgotten. */
const ORIGINS_KEPT = 1_000;
const origins = new KeptMap<string, string | null>(ORIGINS_KEPT);

/**
 * The origin the browser is using (http://127.0.0.1:4000, a tablet's
 * http://192.168.1.20:4000), so payment returns and e-mailed links come back
 * to it. The Host header is taken only when it names the connection this
 * request arrived on (its local address and port, or "localhost" on a
 * loopback connection): a forged Host cannot point a reset link elsewhere.
 * Anything else answers null and the configured or default address is used.
 */
export function requestOrigin(req: Request): string | null {
  const host = req.headers.host;
  const local = req.socket.localAddress;
  const localPort = req.socket.localPort;
  if (!host || !local || !localPort) return null;
  // The answer depends on these four alone; a client sends the same Host on every request.
  const key = `${req.protocol}|${host}|${local}|${localPort}`;
  const known = origins.get(key);
  if (known !== undefined) return known;
  const origin = originOf(req.protocol, host, local, localPort);
  origins.set(key, origin);
  return origin;
}

function originOf(protocol: string, host: string, local: string, localPort: number): string | null {
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return null;
  }
  if (url.username || url.password || url.pathname !== '/') return null;
  const hostname = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const serving = plainAddress(local);
  const sameAddress = isIP(hostname) ? plainAddress(hostname) === serving : false;
  const localName = hostname === 'localhost' && isLoopback(serving);
  const port = url.port ? Number(url.port) : protocol === 'https' ? 443 : 80;
  if (!(sameAddress || localName) || port !== localPort) return null;
  return `${protocol}://${url.host}`;
}
