import type { Request } from 'express';
import type { Logger } from 'pino';
import { DomainError, forbidden, unauthenticated } from './errors';
import { bearerToken, type AccountViewer, type TokenVerifier, type Viewer } from './tokens';

/** What every resolver receives: who is asking, from where, and a logger tied to the request. */
export interface RequestContext {
  requestId: string;
  clientIp: string;
  token: string | null;
  viewer: Viewer | null;
  /** Why a presented token was refused; raised only when an operation needs a viewer. */
  authError: DomainError | null;
  log: Logger;
}

export async function contextFromRequest(req: Request, verifier: TokenVerifier): Promise<RequestContext> {
  const token = bearerToken(req.headers.authorization);
  let viewer: Viewer | null = null;
  let authError: DomainError | null = null;
  if (token) {
    try {
      viewer = await verifier.verify(token);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      authError = error;
    }
  }
  return {
    requestId: String(req.id ?? ''),
    clientIp: req.ip ?? 'unknown',
    token,
    viewer,
    authError,
    log: req.log,
  };
}

export function requireViewer(ctx: RequestContext): Viewer {
  if (ctx.authError) throw ctx.authError;
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

/** A signed-in account (owner or admin), not a terminal session. */
export function requireAccount(ctx: RequestContext): AccountViewer {
  const viewer = requireViewer(ctx);
  if (viewer.kind !== 'account') throw forbidden('Sign in with your account to do this.');
  return viewer;
}

/** The viewer's own record, or any record for an admin. */
export function requireSelfOrAdmin(ctx: RequestContext, userId: string): AccountViewer {
  const viewer = requireAccount(ctx);
  if (viewer.id !== userId && viewer.role !== 'admin') throw forbidden('You can only change your own account.');
  return viewer;
}
