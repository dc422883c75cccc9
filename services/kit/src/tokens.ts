import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import jwt from 'jsonwebtoken';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { unauthenticated } from './errors';

/**
 * Account tokens: RS256 JWTs signed by the auth service only; every other
 * process holds just the public key. Sign-out puts the token id on a Redis
 * deny-list until the token would have expired anyway.
 */
export const ISSUER = 'zest-pos';
const ALGORITHM = 'RS256';

export const accountClaimsSchema = z.object({
  kind: z.literal('account'),
  sub: z.string().min(1),
  role: z.enum(['owner', 'admin']),
  email: z.string(),
  jti: z.string().min(1),
  iat: z.number(),
  exp: z.number(),
});

export type AccountClaims = z.infer<typeof accountClaimsSchema>;

/**
 * A restaurant-scoped session, issued after a PIN check on the server: the
 * restaurant, who is at the terminal (an employee, or the owner/manager with
 * the security PIN) and as what.
 */
export const restaurantClaimsSchema = z.object({
  kind: z.literal('restaurant'),
  /** The account that owns the restaurant. */
  sub: z.string().min(1),
  rid: z.string().min(1),
  role: z.enum(['cashier', 'driver', 'manager']),
  eid: z.string().nullable(),
  name: z.string(),
  jti: z.string().min(1),
  iat: z.number(),
  exp: z.number(),
});

export type RestaurantClaims = z.infer<typeof restaurantClaimsSchema>;
export type ScopedRole = RestaurantClaims['role'];

const claimsSchema = z.discriminatedUnion('kind', [accountClaimsSchema, restaurantClaimsSchema]);

export interface AccountViewer {
  kind: 'account';
  id: string;
  role: AccountClaims['role'];
  email: string;
  tokenId: string;
  expiresAt: number;
}

export interface RestaurantViewer {
  kind: 'restaurant';
  /** The owner's account id. */
  id: string;
  restaurantId: string;
  role: ScopedRole;
  employeeId: string | null;
  name: string;
  tokenId: string;
  expiresAt: number;
}

export type Viewer = AccountViewer | RestaurantViewer;

const revokedKey = (jti: string) => `zest:auth:revoked:${jti}`;

export function bearerToken(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export class TokenVerifier {
  /** Parsed once: jsonwebtoken would otherwise parse the PEM on every verify. */
  private readonly publicKey: KeyObject;

  constructor(
    publicKeyPem: string,
    private readonly redis: Redis,
  ) {
    this.publicKey = createPublicKey(publicKeyPem);
  }

  /** Signature, expiry, shape and the deny-list; any failure is a 401. */
  async verify(token: string): Promise<Viewer> {
    let decoded: unknown;
    try {
      decoded = jwt.verify(token, this.publicKey, { algorithms: [ALGORITHM], issuer: ISSUER });
    } catch (error) {
      if (error instanceof jwt.TokenExpiredError)
        throw unauthenticated('Your session has expired. Please sign in again.');
      throw unauthenticated('Your session is not valid. Please sign in again.');
    }
    const claims = claimsSchema.safeParse(decoded);
    if (!claims.success) throw unauthenticated('Your session is not valid. Please sign in again.');
    if ((await this.redis.exists(revokedKey(claims.data.jti))) === 1) {
      throw unauthenticated('You have signed out. Please sign in again.');
    }
    const c = claims.data;
    if (c.kind === 'account') {
      return { kind: 'account', id: c.sub, role: c.role, email: c.email, tokenId: c.jti, expiresAt: c.exp };
    }
    return {
      kind: 'restaurant',
      id: c.sub,
      restaurantId: c.rid,
      role: c.role,
      employeeId: c.eid,
      name: c.name,
      tokenId: c.jti,
      expiresAt: c.exp,
    };
  }
}

export class TokenIssuer {
  private readonly privateKey: KeyObject;

  constructor(
    privateKeyPem: string,
    private readonly ttlSeconds: number,
  ) {
    this.privateKey = createPrivateKey(privateKeyPem);
  }

  issueAccountToken(user: { id: string; role: AccountClaims['role']; email: string }): string {
    return jwt.sign({ kind: 'account', role: user.role, email: user.email }, this.privateKey, {
      algorithm: ALGORITHM,
      issuer: ISSUER,
      subject: user.id,
      jwtid: randomUUID(),
      expiresIn: this.ttlSeconds,
    });
  }

  /** A session scoped to one restaurant, after a PIN check; answers the token and its expiry. */
  issueRestaurantToken(session: {
    ownerId: string;
    restaurantId: string;
    role: ScopedRole;
    employeeId: string | null;
    name: string;
  }): { token: string; expiresAt: Date } {
    const token = jwt.sign(
      {
        kind: 'restaurant',
        rid: session.restaurantId,
        role: session.role,
        eid: session.employeeId,
        name: session.name,
      },
      this.privateKey,
      {
        algorithm: ALGORITHM,
        issuer: ISSUER,
        subject: session.ownerId,
        jwtid: randomUUID(),
        expiresIn: this.ttlSeconds,
      },
    );
    return { token, expiresAt: new Date(Date.now() + this.ttlSeconds * 1000) };
  }
}

/** Make a token unusable until it expires. */
export async function revokeToken(redis: Redis, viewer: Viewer): Promise<void> {
  const ttl = Math.max(1, viewer.expiresAt - Math.floor(Date.now() / 1000));
  await redis.set(revokedKey(viewer.tokenId), '1', 'EX', ttl);
}

/**
 * Create an RS256 signing pair at the given paths unless both exist (local
 * runs and the compose `keys` job; production passes its own keys).
 */
export function ensureKeyPair(privateKeyFile: string, publicKeyFile: string): boolean {
  if (existsSync(privateKeyFile) && existsSync(publicKeyFile)) return false;
  mkdirSync(dirname(privateKeyFile), { recursive: true, mode: 0o700 });
  mkdirSync(dirname(publicKeyFile), { recursive: true });
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  writeFileSync(privateKeyFile, privateKey, { mode: 0o600 });
  writeFileSync(publicKeyFile, publicKey, { mode: 0o644 });
  return true;
}
