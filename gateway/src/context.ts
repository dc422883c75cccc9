import type { Request } from 'express';
import { bearerToken, type TokenVerifier, type Viewer } from '@zest/kit';

/** What the gateway knows of a request, and forwards to subgraphs. */
export interface GatewayContext {
  requestId: string;
  clientIp: string;
  /** A token the gateway has verified; null when none was given (or the route ignores it). */
  token: string | null;
  viewer: Viewer | null;
}

/** Verifies a presented token once; a bad token is a 401 (the DomainError propagates). */
export async function authenticate(req: Request, verifier: TokenVerifier, useToken: boolean): Promise<GatewayContext> {
  const token = useToken ? bearerToken(req.headers.authorization) : null;
  const viewer = token ? await verifier.verify(token) : null;
  return { requestId: String(req.id ?? ''), clientIp: req.ip ?? 'unknown', token, viewer };
}
