import { z } from 'zod';
import type { Permission } from './permissions';
import { UUID_PATTERN } from '../core/validation';

/**
 * Approvals (docs/decisions/0049-approvals.md): the security PIN entered at a
 * terminal for one action (confirmSecurityPin) answers a short manager
 * session bound to that action and its subject, used once. This registry is
 * every action a terminal may ask approval for; adding one is one entry
 * here (and, for a new kind of subject, its key in APPROVAL_SUBJECTS).
 */

/** The ids a subject may name, and how a person says each. */
export const APPROVAL_SUBJECTS = {
  orderId: 'the order',
  lineId: 'the line',
  driverId: 'the driver',
  drawerId: 'the drawer',
} as const;

export type ApprovalSubjectKey = keyof typeof APPROVAL_SUBJECTS;
const SUBJECT_KEYS = Object.keys(APPROVAL_SUBJECTS) as ApprovalSubjectKey[];

export type ApprovalSubject = Partial<Record<ApprovalSubjectKey, string>>;

interface ApprovalDefinition {
  /**
   * The access-table rows its roads run under: the only ones requirePrincipal
   * admits the approval to. A road admitted so checks the subject on the
   * record it reads (access.ts: `approves`).
   */
  readonly opens: readonly Permission[];
  /** The ids it must name, and those it may. */
  readonly subject: {
    readonly required: readonly ApprovalSubjectKey[];
    readonly optional?: readonly ApprovalSubjectKey[];
  };
  /** What it approves, in words: "voiding one line of an order". */
  readonly words: (subject: ApprovalSubject) => string;
}

export const APPROVALS = {
  /** A printed order taken back, or one of its lines (then the line and its order). */
  'order.void': {
    opens: ['order.take', 'order.delete'],
    subject: { required: ['orderId'], optional: ['lineId'] },
    words: (s) => (s.lineId ? 'voiding one line of an order' : 'voiding one order'),
  },
  /** An order never printed, deleted past the restaurant's age limit. */
  'order.delete': {
    opens: ['order.delete'],
    subject: { required: ['orderId'] },
    words: () => 'deleting one order',
  },
  /** A change that lowers a printed order's total (a delivery become a pickup). */
  'order.change': {
    opens: ['order.take'],
    subject: { required: ['orderId'] },
    words: () => 'lowering the total of one order',
  },
  /** A discount on one order (a line of it, or the whole) past the restaurant's limit. */
  'order.discount': {
    opens: ['order.take', 'order.discount'],
    subject: { required: ['orderId'] },
    words: () => 'a discount on one order',
  },
  'drivers.cashout': {
    opens: ['drivers.cashout'],
    subject: { required: ['driverId'] },
    words: () => 'cashing out one driver',
  },
  'drivers.float': {
    opens: ['drivers.cashout'],
    subject: { required: ['driverId'] },
    words: () => 'handing one driver a float',
  },
  /** A paid-out from one cash drawer past the restaurant's limit (docs/decisions/0054-cash-drawers.md). */
  'drawer.payout': {
    opens: ['drawer.use'],
    subject: { required: ['drawerId'] },
    words: () => 'a paid-out from one cash drawer',
  },
} as const satisfies Record<string, ApprovalDefinition>;

export type ApprovalAction = keyof typeof APPROVALS;
export const APPROVAL_ACTIONS = Object.keys(APPROVALS) as [ApprovalAction, ...ApprovalAction[]];

/** One action and the ids it is for: what an approval carries, and what a record's check asks. */
export type Approval = { action: ApprovalAction } & ApprovalSubject;

/** What every approval may do besides its action: anything public, end itself, ask the PIN again (same asker). */
export const EVERY_APPROVAL_MAY: readonly Permission[] = ['public', 'session.end', 'restaurant.confirmPin'];

export const APPROVAL_USED = 'This approval was already used: enter the security PIN again.';
export const NOT_WITH_AN_APPROVAL =
  'An approval at the terminal is for one action only: do this from the owner’s account or the restaurant hub.';
export const APPROVAL_ACTION_MISSING = `Name the one action the security PIN approves: ${APPROVAL_ACTIONS.join(', ')}.`;
const SUBJECT_NOT_AN_ID = 'An approval names its order, line, driver or drawer by id.';

/** "This approval was for voiding one line of an order: enter the security PIN again for this." */
export const approvalWasFor = (approval: Approval) =>
  `This approval was for ${approvalWords(approval)}: enter the security PIN again for this.`;

export const approvalWords = (approval: Approval): string =>
  (APPROVALS[approval.action] as ApprovalDefinition).words(approval);

/** Whether some action's roads run under this permission (a refusal there is fixed by asking the PIN again). */
export const anyApprovalOpens = (permission: Permission): boolean =>
  Object.values(APPROVALS).some((a) => (a.opens as readonly Permission[]).includes(permission));

export const approvalOpens = (approval: Approval, permission: Permission): boolean =>
  EVERY_APPROVAL_MAY.includes(permission) ||
  (APPROVALS[approval.action].opens as readonly Permission[]).includes(permission);

/** The same action, and the same ids: a line's approval is not its order's, nor the other way round. */
export const approvalCovers = (approval: Approval, asked: Approval): boolean =>
  approval.action === asked.action && SUBJECT_KEYS.every((k) => (approval[k] ?? null) === (asked[k] ?? null));

/** Only the ids an action names, each present when required: the claim a token carries. */
function checkedSubject(action: ApprovalAction, given: Partial<Record<ApprovalSubjectKey, string | null>>) {
  const { required, optional = [] } = (APPROVALS[action] as ApprovalDefinition).subject;
  const subject: ApprovalSubject = {};
  for (const key of SUBJECT_KEYS) {
    const value = given[key];
    if (value === null || value === undefined || value === '') {
      if (required.includes(key))
        return `An approval for ${approvalWords({ action })} names ${APPROVAL_SUBJECTS[key]}.`;
      continue;
    }
    if (!required.includes(key) && !optional.includes(key)) {
      return `An approval for ${approvalWords({ action })} names ${[...required, ...optional].map((k) => APPROVAL_SUBJECTS[k]).join(' and ')} only.`;
    }
    subject[key] = value;
  }
  return subject;
}

/** An id an approval names (order, line, driver, drawer): the REST body's order_id, line_id, driver_id, drawer_id too. */
export const approvalSubjectId = z
  .string({ error: SUBJECT_NOT_AN_ID })
  .regex(UUID_PATTERN, { error: SUBJECT_NOT_AN_ID })
  .nullish();

/** One of the registry's actions. */
export const approvalAction = z.enum(APPROVAL_ACTIONS, { error: APPROVAL_ACTION_MISSING });

/**
 * The action a security PIN is confirmed for (GraphQL ApprovalInput, and the
 * REST body's action, order_id, line_id, driver_id, drawer_id): a known action and
 * exactly the ids it names.
 */
export const approvalInput = z
  .object(
    {
      action: approvalAction,
      orderId: approvalSubjectId,
      lineId: approvalSubjectId,
      driverId: approvalSubjectId,
      drawerId: approvalSubjectId,
    },
    { error: APPROVAL_ACTION_MISSING },
  )
  .transform((input, ctx): Approval => {
    const subject = checkedSubject(input.action, input);
    if (typeof subject === 'string') {
      ctx.addIssue({ code: 'custom', message: subject });
      return z.NEVER;
    }
    return { action: input.action, ...subject };
  });

/** An approval as a token carries it (`apr`): the action and its ids. */
export const approvalClaimSchema = z.object({
  act: z.enum(APPROVAL_ACTIONS),
  sub: z.object({ orderId: z.string(), lineId: z.string(), driverId: z.string(), drawerId: z.string() }).partial(),
});

export const approvalClaim = (approval: Approval): z.infer<typeof approvalClaimSchema> => {
  const { action, ...sub } = approval;
  return { act: action, sub };
};

export const approvalOfClaim = (claim: z.infer<typeof approvalClaimSchema>): Approval => ({
  action: claim.act,
  ...claim.sub,
});
