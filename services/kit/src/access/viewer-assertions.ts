import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Viewer } from './tokens';

/** The header the gateway passes its verdict on a token in (see ViewerAssertions). */
export const VIEWER_ASSERTION_HEADER = 'x-zest-viewer';

/**
 * The gateway checks a token once per request (signature, expiry, deny-list,
 * generations) and hands subgraphs its verdict: the viewer, with an expiry a
 * few seconds ahead, under an HMAC of a key only the gateway and the
 * subgraphs hold, bound to the very token it was made for. A subgraph checks
 * it with one HMAC instead of an RSA verify and a Redis round trip; a request
 * without it (or with a wrong one) is checked in full, as before, so a direct
 * call to a subgraph without a valid credential is still refused.
 */
export class ViewerAssertions {
  private readonly key: Buffer;

  constructor(
    key: string,
    private readonly ttlSeconds = 30,
  ) {
    this.key = Buffer.from(key.trim(), 'utf8');
    if (this.key.length < 32) throw new Error('The gateway assertion key must be at least 32 characters.');
  }

  private mac(payload: string, token: string): Buffer {
    return createHmac('sha256', this.key).update(payload).update('.').update(token).digest();
  }

  sign(viewer: Viewer, token: string): string {
    const payload = Buffer.from(JSON.stringify({ v: viewer, exp: Date.now() + this.ttlSeconds * 1000 })).toString(
      'base64url',
    );
    return `${payload}.${this.mac(payload, token).toString('base64url')}`;
  }

  /** The viewer the gateway vouched for with this token, or null (absent, forged, other token, expired). */
  read(assertion: string, token: string): Viewer | null {
    const dot = assertion.indexOf('.');
    if (dot <= 0) return null;
    const payload = assertion.slice(0, dot);
    const given = Buffer.from(assertion.slice(dot + 1), 'base64url');
    const expected = this.mac(payload, token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const { v, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { v: Viewer; exp: number };
    return exp > Date.now() ? v : null;
  }
}
