import { SCREEN_ROLES, type ScreenRole } from '@zest/kit';

/**
 * The access matrix's callers (access-matrix.test.ts): no token, the owners,
 * the manager session and an approval, and for every screen role of the role
 * registry its session at the victim's restaurant and at another's, so a new
 * screen role is a caller without being named here.
 */
export type OwnScreen = `own ${ScreenRole}`;
export type OtherScreen = `another restaurant's ${ScreenRole}`;
/** The security PIN confirmed at the own cashier's terminal for one action on a record no sample touches. */
export const APPROVAL = 'an approval for another record';
export const CALLERS = [
  'no token',
  'another owner',
  ...SCREEN_ROLES.map((role): OtherScreen => `another restaurant's ${role}`),
  ...SCREEN_ROLES.map((role): OwnScreen => `own ${role}`),
  'own manager session',
  APPROVAL,
  'the owner',
] as const;
export type Caller = (typeof CALLERS)[number];
export type Signed = Exclude<Caller, 'no token'>;

/** A screen role's caller: whose screen, and whether the victim's restaurant or another's. */
export const screenOf = (caller: Caller): { role: ScreenRole; own: boolean } | undefined => {
  const [, other, role] = /^(own|another restaurant's) (\w+)$/.exec(caller) ?? [];
  const found = SCREEN_ROLES.find((r) => r === role);
  return found && { role: found, own: other === 'own' };
};
export const roleOf = (caller: Signed): string =>
  screenOf(caller)?.role ?? (caller === 'own manager session' || caller === APPROVAL ? 'manager' : 'owner');
export const isOwn = (caller: Caller): boolean =>
  screenOf(caller)?.own ?? ['own manager session', APPROVAL, 'the owner'].includes(caller);
