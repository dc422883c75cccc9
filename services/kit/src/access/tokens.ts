import { createPublicKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { getMany, type RedisClient } from '../data/redis';
import { z } from 'zod';
import { approvalClaimSchema, approvalOfClaim, type Approval } from './approvals';
import { unauthenticated } from '../core/errors';
import { KeptMap } from '../data/kept-map';
import { ACCOUNT_ROLES, SCOPED_ROLES, SCREEN_ROLES, type ScopedRole, type ScreenRole } from '../core/roles';
import type { ViewerAssertions } from './viewer-assertions';

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const SESSION_NOT_VALID = 'Your session is not valid. Please sign in again.';

/**
 * Account tokens: RS256 JWTs signed by the auth service only; every other
 * process holds just the public key. Sign-out puts the token id on a Redis
 * deny-list until the token would have expired anyway.
 */
export const ISSUER = 'zest-pos';
export const ALGORITHM = 'RS256';

/**
 * What every session token carries besides who it is for: `gen`, the
 * generation of the credential it was opened with (an account's password;
 * a restaurant's security PIN for a manager; an employee's PIN and role),
 * which moves on when that credential changes; its id; its times.
 */
const sessionClaims = {
  gen: z.number().int().default(0),
  jti: z.string().min(1),
  iat: z.number(),
  exp: z.number(),
};

export const accountClaimsSchema = z.object({
  kind: z.literal('account'),
  sub: z.string().min(1),
  role: z.enum(ACCOUNT_ROLES),
  email: z.string(),
  /** The shared demo account (set by auth from the account's id, never from its e-mail). */
  demo: z.boolean().default(false),
  ...sessionClaims,
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
  role: z.enum(SCOPED_ROLES),
  eid: z.string().nullable(),
  name: z.string(),
  /**
   * A step-up (a short manager session from confirmSecurityPin) asked for by
   * an employee's session: who was at the terminal, so what the manager
   * approves is recorded as theirs with the manager as approver; with the
   * generation of their PIN and role, so it ends when they are changed or removed.
   */
  for: z
    .object({
      eid: z.string().nullable(),
      name: z.string(),
      role: z.enum(SCREEN_ROLES),
      gen: z.number().int().default(0),
    })
    .nullish(),
  /** An approval (confirmSecurityPin): the one action it is for and its subject (kit/access/approvals.ts). */
  apr: approvalClaimSchema.nullish(),
  ...sessionClaims,
});

export type RestaurantClaims = z.infer<typeof restaurantClaimsSchema>;

const claimsSchema = z.discriminatedUnion('kind', [accountClaimsSchema, restaurantClaimsSchema]);

export interface AccountViewer {
  kind: 'account';
  id: string;
  role: AccountClaims['role'];
  email: string;
  demo: boolean;
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
  /** The generation of the PIN it was opened with (the security PIN's, or the employee's PIN and role). */
  generation: number;
  /** On a step-up session asked for by an employee's session: that employee (the manager approves for them). */
  stepUpFor?: StepUpAsker | null;
  /** On an approval from confirmSecurityPin: the one action it is for (kit/access/approvals.ts); access.ts holds it to it. */
  approval?: Approval | null;
  tokenId: string;
  expiresAt: number;
}

export interface StepUpAsker {
  employeeId: string | null;
  name: string;
  role: ScreenRole;
  /** The generation of the asker's PIN and role when they asked: the approval ends when it moves. */
  generation: number;
}

export type Viewer = AccountViewer | RestaurantViewer;

export const revokedKey = (jti: string) => `zest:auth:revoked:${jti}`;

/**
 * Session generations, kept in Redis by auth (its database is the source,
 * copied here on every change and at start): a session is refused as soon as
 * the credential it was opened with changes, within the same request that
 * changed it, at the gateway and in every subgraph. "gone" marks a deleted
 * restaurant or employee.
 */
export type Generation = number | 'gone';
export const generationKey = {
  user: (id: string) => `zest:auth:gen:user:${id}`,
  restaurant: (id: string) => `zest:auth:gen:restaurant:${id}`,
  employee: (id: string) => `zest:auth:gen:employee:${id}`,
};

const generationOf = (stored: string | null | undefined): Generation =>
  stored === 'gone' ? 'gone' : stored === null || stored === undefined ? 0 : Number(stored);

export const SESSION_ENDED = {
  signedOut: 'You have signed out. Please sign in again.',
  accountChanged: 'Your password or access changed. Please sign in again.',
  accountGone: 'This account no longer exists.',
  restaurantGone: 'This restaurant was deleted.',
  securityPinChanged: 'The security PIN changed. Enter the new PIN to continue.',
  employeeGone: 'This employee account was removed. Ask your manager.',
  employeeChanged: 'Your PIN or role changed. Enter your PIN again.',
  askerChanged: 'This approval ended: the employee who asked for it was removed, or their PIN or role changed.',
} as const;

export function bearerToken(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** Tokens whose signature was checked, kept so each is RSA-verified once; past this the oldest is forgotten. */
const VERIFIED_TOKENS_KEPT = 10_000;

export class TokenVerifier {
  /** Parsed once: jsonwebtoken would otherwise parse the PEM on every verify. */
  private readonly publicKey: KeyObject;
  /**
   * The claims of tokens whose signature checked out. A token's signature and
   * claims never change, so only its expiry and Redis (deny-list,
   * generations) are asked again on each request: sign-out and a changed
   * credential still end a session at once.
   */
  private readonly verified = new KeptMap<string, z.infer<typeof claimsSchema>>(VERIFIED_TOKENS_KEPT);

  constructor(
    publicKeyPem: string,
    private readonly redis: RedisClient,
    /** Set where the gateway's verdicts are taken (subgraphs) or made (the gateway). */
    readonly assertions: ViewerAssertions | null = null,
  ) {
    this.publicKey = createPublicKey(publicKeyPem);
  }

  /** The gateway's verdict on this token when it carries a valid one, else the full check. */
  async verifyWith(token: string, assertion: unknown): Promise<Viewer> {
    if (this.assertions && typeof assertion === 'string') {
      const vouched = this.assertions.read(assertion, token);
      if (vouched) return vouched;
    }
    return this.verify(token);
  }

  /** Signature, expiry, shape and the deny-list; any failure is a 401. */
  async verify(token: string): Promise<Viewer> {
    const c = this.claimsOf(token);
    if (c.kind === 'account') {
      // One round trip (one per slot on a cluster, sent together): the deny-list and the account's generation.
      const [revoked, gen] = await getMany(this.redis, [revokedKey(c.jti), generationKey.user(c.sub)]);
      if (revoked !== null) throw unauthenticated(SESSION_ENDED.signedOut);
      const current = generationOf(gen);
      if (current === 'gone') throw unauthenticated(SESSION_ENDED.accountGone);
      if (current !== c.gen) throw unauthenticated(SESSION_ENDED.accountChanged);
      return {
        kind: 'account',
        id: c.sub,
        role: c.role,
        email: c.email,
        demo: c.demo,
        tokenId: c.jti,
        expiresAt: c.exp,
      };
    }
    // One round trip (per slot on a cluster): the deny-list, the restaurant's, the employee's and an asker's generation.
    const asker = c.for?.eid ?? null;
    const keys = [revokedKey(c.jti), generationKey.restaurant(c.rid)];
    if (c.eid) keys.push(generationKey.employee(c.eid));
    if (asker) keys.push(generationKey.employee(asker));
    const [revoked, restaurantGen, ...employees] = await getMany(this.redis, keys);
    if (revoked !== null) throw unauthenticated(SESSION_ENDED.signedOut);
    const restaurant = generationOf(restaurantGen);
    if (restaurant === 'gone') throw unauthenticated(SESSION_ENDED.restaurantGone);
    if (c.eid) {
      const employee = generationOf(employees.shift());
      if (employee === 'gone') throw unauthenticated(SESSION_ENDED.employeeGone);
      if (employee !== c.gen) throw unauthenticated(SESSION_ENDED.employeeChanged);
    } else if (restaurant !== c.gen) {
      throw unauthenticated(SESSION_ENDED.securityPinChanged);
    }
    if (asker && generationOf(employees.shift()) !== c.for!.gen) throw unauthenticated(SESSION_ENDED.askerChanged);
    return {
      kind: 'restaurant',
      id: c.sub,
      restaurantId: c.rid,
      role: c.role,
      employeeId: c.eid,
      name: c.name,
      generation: c.gen,
      stepUpFor: c.for ? { employeeId: c.for.eid, name: c.for.name, role: c.for.role, generation: c.for.gen } : null,
      approval: c.apr ? approvalOfClaim(c.apr) : null,
      tokenId: c.jti,
      expiresAt: c.exp,
    };
  }

  /**
   * Whose a token is, from its signed claims alone (no Redis: a signed-out token still names its owner),
   * or null when it is not one of ours: what a rate limit counts by, never what access is decided by.
   */
  holderOf(token: string): { account: string } | { restaurant: string } | null {
    try {
      const c = this.claimsOf(token);
      return c.kind === 'account' ? { account: c.sub } : { restaurant: c.rid };
    } catch {
      return null;
    }
  }

  /** The token's claims: its signature checked once, its expiry on every call. */
  private claimsOf(token: string): z.infer<typeof claimsSchema> {
    const known = this.verified.get(token);
    if (known) {
      // jsonwebtoken's own rule: expired once the current second reaches `exp`.
      if (Math.floor(Date.now() / 1000) < known.exp) return known;
      this.verified.delete(token);
      throw unauthenticated(SESSION_EXPIRED);
    }
    let decoded: unknown;
    try {
      decoded = jwt.verify(token, this.publicKey, { algorithms: [ALGORITHM], issuer: ISSUER });
    } catch (error) {
      if (error instanceof jwt.TokenExpiredError) throw unauthenticated(SESSION_EXPIRED);
      throw unauthenticated(SESSION_NOT_VALID);
    }
    const claims = claimsSchema.safeParse(decoded);
    if (!claims.success) throw unauthenticated(SESSION_NOT_VALID);
    this.verified.set(token, claims.data);
    return claims.data;
  }
}
