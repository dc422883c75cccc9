import {
  isEmployeeSession,
  type Approval,
  type RequestContext,
  type ScopedRole,
  type ScreenRole,
  type StepUpAsker,
  type Viewer,
} from '@zest/kit';
import { verifySecret } from '../accounts/passwords';
import type { restaurants, RestaurantRow } from '../db/schema';
import { type createRestaurantInput, INCORRECT_PIN, RESTAURANT_NOT_FOUND } from '../inputs';
import type { z } from 'zod';
import type { PinAttempt } from '../security/pin-guard';

/** What the restaurant service answers and says, apart from how it decides (restaurants.service.ts). */
export { INCORRECT_PIN, RESTAURANT_NOT_FOUND };
export const PAY_TO_CREATE = 'Please go to Dashboard to pay the monthly payment';
/** The shared demo account's one restaurant (issue 47). */
export const DEMO_RESTAURANT_MESSAGES = {
  one: 'The demo account holds one restaurant, shared by everyone trying Zest POS: sign up to open your own.',
  kept: 'The demo restaurant is shared by everyone trying Zest POS, so it cannot be deleted.',
} as const;
export const PAY_TO_OPEN = 'Please delete the extra restaurants or pay the monthly payment';
/** How long an approval from confirmSecurityPin lasts: one action, not a shift. */
export const STEP_UP_SECONDS = 5 * 60;

/** What leaves the service about a restaurant: never the PIN hash. */
export const toPublicRestaurant = (r: RestaurantRow) => ({
  id: r.id,
  ownerId: r.ownerId,
  name: r.name,
  description: r.description,
  taxPercentage: r.taxPercentage,
  deliveryChargeCents: r.deliveryChargeCents,
  fullAddress: r.fullAddress,
  phoneNumber: r.phoneNumber,
  timeZone: r.timeZone,
  createdAt: r.createdAt.toISOString(),
});

export interface ScopedSessionAnswer {
  token: string;
  restaurantId: string;
  role: ScopedRole;
  employeeId: string | null;
  name: string;
  expiresAt: string;
}

export const resourceOf = (r: RestaurantRow | null) => (r ? { restaurantId: r.id, ownerId: r.ownerId } : null);

/** Who a restaurant session is for, once their PIN has checked out. */
export interface SessionHolder {
  role: ScopedRole;
  employeeId: string | null;
  name: string;
  /** The generation of the PIN it was opened with (security PIN, or the employee's). */
  generation: number;
  /** A step-up asked for at an employee's screen: that employee (the manager approves for them). */
  stepUpFor?: StepUpAsker | null;
  /** An approval: the one action it is for (confirmSecurityPin). */
  approval?: Approval | null;
}

/**
 * Who asks for an approval at a terminal: the employee at their screen, whose
 * action it stays (the manager approves for them) and whose removal or change
 * of PIN or role ends it. One asked for from an approval keeps its asker;
 * the owner's account and a manager session ask for themselves (null).
 */
export function askerOf(viewer: Viewer | null): StepUpAsker | null {
  if (viewer?.kind !== 'restaurant') return null;
  if (viewer.stepUpFor) return viewer.stepUpFor;
  if (!isEmployeeSession(viewer)) return null;
  return {
    employeeId: viewer.employeeId,
    name: viewer.name,
    role: viewer.role as ScreenRole,
    generation: viewer.generation,
  };
}

export const pinAttempt = (ctx: RequestContext, row: RestaurantRow): PinAttempt => ({
  restaurantId: row.id,
  clientIp: ctx.clientIp,
});

/** The security PIN against the restaurant's hash, a bare comparison: callers count the attempt. */
export const securityPinMatches = async (row: RestaurantRow, pin: unknown): Promise<boolean> =>
  typeof pin === 'string' && pin.length <= 12 && verifySecret(row.securityPinHash, pin);

/** A new restaurant's row from the checked create input; the time zone is New York's until the owner picks one. */
export const newRestaurantRow = (
  ownerId: string,
  input: z.infer<typeof createRestaurantInput>,
  securityPinHash: string,
): typeof restaurants.$inferInsert => ({
  ownerId,
  name: input.name,
  description: input.description || null,
  securityPinHash,
  taxPercentage: input.taxPercentage,
  deliveryChargeCents: input.deliveryChargeCents,
  fullAddress: input.fullAddress,
  phoneNumber: input.phoneNumber,
  timeZone: input.timeZone ?? 'America/New_York',
});
