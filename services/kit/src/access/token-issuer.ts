import { createPrivateKey, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import jwt from 'jsonwebtoken';
import { approvalClaim } from './approvals';
import { ALGORITHM, ISSUER, type AccountClaims, type RestaurantViewer } from './tokens';

/** Signs sessions: the auth service only (every other process holds just the public key). */
export class TokenIssuer {
  private readonly privateKey: KeyObject;

  constructor(
    privateKeyPem: string,
    private readonly ttlSeconds: number,
  ) {
    this.privateKey = createPrivateKey(privateKeyPem);
  }

  issueAccountToken(user: {
    id: string;
    role: AccountClaims['role'];
    email: string;
    demo: boolean;
    generation: number;
  }): string {
    const claims = { kind: 'account', role: user.role, email: user.email, demo: user.demo, gen: user.generation };
    return jwt.sign(claims, this.privateKey, {
      algorithm: ALGORITHM,
      issuer: ISSUER,
      subject: user.id,
      jwtid: randomUUID(),
      expiresIn: this.ttlSeconds,
    });
  }

  /** A session scoped to one restaurant, after a PIN check; answers the token and its expiry. */
  issueRestaurantToken(
    // The viewer it will verify as, but the owner's id under its own name (the viewer's `id`).
    session: Pick<
      RestaurantViewer,
      'restaurantId' | 'role' | 'employeeId' | 'name' | 'generation' | 'stepUpFor' | 'approval'
    > & { ownerId: string },
    ttlSeconds = this.ttlSeconds,
  ): { token: string; expiresAt: Date } {
    const token = jwt.sign(
      {
        kind: 'restaurant',
        rid: session.restaurantId,
        role: session.role,
        eid: session.employeeId,
        name: session.name,
        gen: session.generation,
        ...(session.stepUpFor
          ? {
              for: {
                eid: session.stepUpFor.employeeId,
                name: session.stepUpFor.name,
                role: session.stepUpFor.role,
                gen: session.stepUpFor.generation,
              },
            }
          : {}),
        ...(session.approval ? { apr: approvalClaim(session.approval) } : {}),
      },
      this.privateKey,
      {
        algorithm: ALGORITHM,
        issuer: ISSUER,
        subject: session.ownerId,
        jwtid: randomUUID(),
        expiresIn: ttlSeconds,
      },
    );
    return { token, expiresAt: new Date(Date.now() + ttlSeconds * 1000) };
  }
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
