import { z } from 'zod';
import type { Permission } from './permissions';
import { formatDollars } from '../core/money';
import { money, UUID_PATTERN } from '../core/validation';

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

/** The most an approval may name: past any order's or drawer's money. */
export const APPROVAL_AMOUNT_MAX_CENTS = 100_000_000;

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
  /**
   * It names an amount in cents (docs/decisions/0071-one-ledger.md): a manager approves so much money, and a
   * larger amount needs a new approval. The PIN pad shows it.
   */
  readonly amount?: true;
  /** What it approves, in words: "voiding one line of an order", "a paid-out of $20.00 from one cash drawer". */
  readonly words: (subject: ApprovalSubject & { amountCents?: number }) => string;
}

/** " of $20.00", when an amount is named. */
const of = (amountCents?: number) => (amountCents === undefined ? '' : ` of ${formatDollars(amountCents)}`);

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
  /** A discount on one order (a line of it, or the whole) past the restaurant's limit: what it takes off. */
  'order.discount': {
    opens: ['order.take', 'order.discount'],
    subject: { required: ['orderId'] },
    amount: true,
    words: (s) => `a discount${of(s.amountCents)} on one order`,
  },
  /** A tender corrected away from cash: the cash it takes out of a drawer (docs/decisions/0071-one-ledger.md). */
  'order.tender': {
    opens: ['order.take', 'order.tender'],
    subject: { required: ['orderId'] },
    amount: true,
    words: (s) => `a tender correction taking${of(s.amountCents).replace(' of', '')} cash out of a drawer`,
  },
  /** Money given back from a part of an order's payment (docs/decisions/0084-split-payments.md): how much. */
  'order.give-back': {
    opens: ['order.take', 'order.tender'],
    subject: { required: ['orderId'] },
    amount: true,
    words: (s) => `giving back${of(s.amountCents).replace(' of', '')} paid on one order`,
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
    amount: true,
    words: (s) => `a paid-out${of(s.amountCents)} from one cash drawer`,
  },
  /** A drop to the safe past what the restaurant lets a drawer drop without a manager. */
  'drawer.drop': {
    opens: ['drawer.use'],
    subject: { required: ['drawerId'] },
    amount: true,
    words: (s) => `a drop${of(s.amountCents)} to the safe from one cash drawer`,
  },
} as const satisfies Record<string, ApprovalDefinition>;

export type ApprovalAction = keyof typeof APPROVALS;
export const APPROVAL_ACTIONS = Object.keys(APPROVALS) as [ApprovalAction, ...ApprovalAction[]];

/**
 * One action and the ids it is for, and for an action that names one the amount in cents: what an approval
 * carries, and what a record's check asks (the amount asked: at most the approval's).
 */
export type Approval = { action: ApprovalAction; amountCents?: number } & ApprovalSubject;

/** What every approval may do besides its action: anything public, end itself, ask the PIN again (same asker). */
export const EVERY_APPROVAL_MAY: readonly Permission[] = ['public', 'session.end', 'restaurant.confirmPin'];

export const APPROVAL_USED = 'This approval was already used: enter the security PIN again.';
export const NOT_WITH_AN_APPROVAL =
  'An approval at the terminal is for one action only: do this from the owner’s account or the restaurant hub.';
export const APPROVAL_ACTION_MISSING = `Name the one action the security PIN approves: ${APPROVAL_ACTIONS.join(', ')}.`;
const SUBJECT_NOT_AN_ID = 'An approval names its order, line, driver or drawer by id.';
const AMOUNT_NOT_CENTS = `An approval's amount is whole cents from 1 to ${APPROVAL_AMOUNT_MAX_CENTS}.`;

/**
 * "This approval was for voiding one line of an order: enter the security PIN again for this." When the record
 * asks more money of the same action: "This approval was for a paid-out of $20.00 from one cash drawer: enter
 * the security PIN again for $900.00."
 */
export const approvalWasFor = (approval: Approval, asked?: Approval | null) => {
  const more =
    asked?.amountCents !== undefined && sameSubject(approval, asked) && !amountCovers(approval, asked)
      ? formatDollars(asked.amountCents)
      : 'this';
  return `This approval was for ${approvalWords(approval)}: enter the security PIN again for ${more}.`;
};

export const approvalWords = (approval: Approval): string =>
  (APPROVALS[approval.action] as ApprovalDefinition).words(approval);

/** Whether some action's roads run under this permission (a refusal there is fixed by asking the PIN again). */
export const anyApprovalOpens = (permission: Permission): boolean =>
  Object.values(APPROVALS).some((a) => (a.opens as readonly Permission[]).includes(permission));

export const approvalOpens = (approval: Approval, permission: Permission): boolean =>
  EVERY_APPROVAL_MAY.includes(permission) ||
  (APPROVALS[approval.action].opens as readonly Permission[]).includes(permission);

const sameSubject = (approval: Approval, asked: Approval) =>
  approval.action === asked.action && SUBJECT_KEYS.every((k) => (approval[k] ?? null) === (asked[k] ?? null));
const amountCovers = (approval: Approval, asked: Approval) =>
  asked.amountCents === undefined || (approval.amountCents !== undefined && approval.amountCents >= asked.amountCents);

/**
 * The same action, the same ids, and at least the amount asked: a line's approval is not its order's, nor the
 * other way round, and $20.00 approved is not $900.00.
 */
export const approvalCovers = (approval: Approval, asked: Approval): boolean =>
  sameSubject(approval, asked) && amountCovers(approval, asked);

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

/** The amount an approval names, as the REST body sends it: dollars ("20.00"). */
export const approvalAmount = money({
  label: 'The amount approved',
  dollars: `The amount approved must be in dollars from 0.01 to ${formatDollars(APPROVAL_AMOUNT_MAX_CENTS).slice(1)}, like 20.00.`,
  min: 1,
  max: APPROVAL_AMOUNT_MAX_CENTS,
});

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
      amountCents: z
        .number({ error: AMOUNT_NOT_CENTS })
        .int({ error: AMOUNT_NOT_CENTS })
        .min(1, { error: AMOUNT_NOT_CENTS })
        .max(APPROVAL_AMOUNT_MAX_CENTS, { error: AMOUNT_NOT_CENTS })
        .nullish(),
    },
    { error: APPROVAL_ACTION_MISSING },
  )
  .transform((input, ctx): Approval => {
    const subject = checkedSubject(input.action, input);
    const named = (APPROVALS[input.action] as ApprovalDefinition).amount === true;
    const amount = input.amountCents ?? undefined;
    const refusal =
      typeof subject === 'string'
        ? subject
        : named && amount === undefined
          ? `An approval for ${approvalWords({ action: input.action })} names its amount, so the manager sees what they approve.`
          : !named && amount !== undefined
            ? `An approval for ${approvalWords({ action: input.action })} names no amount.`
            : null;
    if (refusal !== null || typeof subject === 'string') {
      ctx.addIssue({ code: 'custom', message: refusal ?? '' });
      return z.NEVER;
    }
    return { action: input.action, ...subject, ...(amount !== undefined ? { amountCents: amount } : {}) };
  });

/** An approval as a token carries it (`apr`): the action, its ids, and the amount it names. */
export const approvalClaimSchema = z.object({
  act: z.enum(APPROVAL_ACTIONS),
  sub: z.object({ orderId: z.string(), lineId: z.string(), driverId: z.string(), drawerId: z.string() }).partial(),
  amt: z.number().int().optional(),
});

export const approvalClaim = (approval: Approval): z.infer<typeof approvalClaimSchema> => {
  const { action, amountCents, ...sub } = approval;
  return { act: action, sub, ...(amountCents !== undefined ? { amt: amountCents } : {}) };
};

export const approvalOfClaim = (claim: z.infer<typeof approvalClaimSchema>): Approval => ({
  action: claim.act,
  ...claim.sub,
  ...(claim.amt !== undefined ? { amountCents: claim.amt } : {}),
});
