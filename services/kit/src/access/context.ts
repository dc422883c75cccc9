import type { Request } from 'express';
import type { Logger } from 'pino';
import { DomainError, toDomainError } from '../core/errors';
import { bearerToken, type TokenVerifier, type Viewer } from './tokens';
import { VIEWER_ASSERTION_HEADER } from './viewer-assertions';

/** What every resolver receives: who is asking, from where, and a logger tied to the request. */
export interface RequestContext {
  requestId: string;
  clientIp: string;
  /**
   * The address the caller opened the app at (e.g. http://192.168.1.20:4000),
   * as the gateway checked it against the connection that served it; null
   * when the request did not come through the gateway.
   */
  origin: string | null;
  token: string | null;
  viewer: Viewer | null;
  /** Why a presented token was refused; raised by every guarded field, public ones too (kit/access/access.ts). */
  authError: DomainError | null;
  /**
   * 'rest' when the gateway runs one of the documented REST paths for this
   * request: those keep the spec's bodies (e.g. an employee's new PIN without
   * the security PIN, docs/decisions/0032-staff-changes-need-the-security-pin.md).
   */
  road?: 'rest';
  log: Logger;
}

/** The header the gateway passes the checked origin on in. */
export const ORIGIN_HEADER = 'x-zest-origin';

/** The header the gateway marks a documented REST path's operations with (set by the gateway alone). */
export const ROAD_HEADER = 'x-zest-road';

export async function contextFromRequest(req: Request, verifier: TokenVerifier): Promise<RequestContext> {
  const token = bearerToken(req.headers.authorization);
  let viewer: Viewer | null = null;
  let authError: DomainError | null = null;
  if (token) {
    try {
      viewer = await verifier.verifyWith(token, req.headers[VIEWER_ASSERTION_HEADER]);
    } catch (error) {
      // A bad token, or Redis (where sessions end) unreachable for now: the caller's answer, not a crash.
      const refused = toDomainError(error);
      if (!refused) throw error;
      authError = refused;
    }
  }
  const origin = req.headers[ORIGIN_HEADER];
  return {
    requestId: String(req.id ?? ''),
    clientIp: req.ip ?? 'unknown',
    origin: typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin) ? origin : null,
    token,
    viewer,
    authError,
    ...(req.headers[ROAD_HEADER] === 'rest' ? { road: 'rest' as const } : {}),
    log: req.log,
  };
}

/**
 * Where links and payment returns point: the configured public URL when
 * there is one (production, behind a proxy), else the address the caller is
 * using (localhost, 127.0.0.1 or the shop's LAN address all come back to
 * themselves), else the local default.
 */
export function publicOrigin(ctx: Pick<RequestContext, 'origin'>, configured: string | undefined): string {
  return (configured || ctx.origin || 'http://localhost:4000').replace(/\/+$/, '');
}
