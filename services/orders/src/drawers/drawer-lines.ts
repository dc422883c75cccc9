import { actorOf, approverOf, formatDollars, type AuditLine, type Viewer } from '@zest/kit';
import type { DrawerRow } from '../db/schema';
import { overShortWords, type DrawerFigures } from './figures';
import type { HandMoveKind } from './inputs';

/** The audit trail's lines for cash drawers (docs/product.md#audit): who, which drawer, the amounts. */

const drawerName = (d: Pick<DrawerRow, 'terminalTag'>) => (d.terminalTag ? `drawer ${d.terminalTag}` : 'the drawer');

const facts = (d: DrawerRow) => ({ drawerId: d.id, terminalId: d.terminalId, terminalTag: d.terminalTag, day: d.day });

export const openLine = (viewer: Viewer, d: DrawerRow): AuditLine => ({
  kind: 'drawer.open',
  summary: `Opened ${drawerName(d)} with a float of ${formatDollars(d.floatCents)}`,
  actor: actorOf(viewer),
  subjectId: d.id,
  after: d.floatCents,
  detail: facts(d),
});

const HAND_WORDS: Record<HandMoveKind, { kind: AuditLine['kind']; verb: string }> = {
  paid_in: { kind: 'drawer.paid-in', verb: 'Paid in' },
  paid_out: { kind: 'drawer.paid-out', verb: 'Paid out' },
  drop: { kind: 'drawer.drop', verb: 'Dropped to the safe' },
};

/** A paid-in, a paid-out or a drop: the amount, the reason, and what the drawer should hold before and after. */
export function handLine(
  viewer: Viewer,
  d: DrawerRow,
  move: { kind: HandMoveKind; amountCents: number; reason: string },
  expected: { before: number; after: number },
): AuditLine {
  const words = HAND_WORDS[move.kind];
  const to = move.kind === 'paid_in' ? 'into' : 'from';
  return {
    kind: words.kind,
    summary: `${words.verb} ${formatDollars(move.amountCents)} ${to} ${drawerName(d)}: ${move.reason}`,
    actor: actorOf(viewer),
    approver: approverOf(viewer),
    subjectId: d.id,
    before: expected.before,
    after: expected.after,
    reason: move.reason,
    detail: { ...facts(d), amountCents: move.amountCents },
  };
}

/** A paid-out or a drop refused for taking out more than the drawer should hold: who tried, how much, why. */
export function refusedLine(
  viewer: Viewer,
  d: DrawerRow,
  move: { kind: HandMoveKind; amountCents: number; reason: string },
): AuditLine {
  return {
    kind: 'drawer.refused',
    summary: `Refused a ${move.kind === 'drop' ? 'drop' : 'paid-out'} of ${formatDollars(move.amountCents)} from ${drawerName(d)}, more than it should hold: ${move.reason}`,
    actor: actorOf(viewer),
    approver: approverOf(viewer),
    subjectId: d.id,
    reason: move.reason,
    detail: { ...facts(d), kind: move.kind, amountCents: move.amountCents },
  };
}

/** The blind count: expected before, counted after, and over or short in words. */
export function closeLine(viewer: Viewer, d: DrawerRow, figures: DrawerFigures, countedCents: number): AuditLine {
  const overShortCents = countedCents - figures.expectedCents;
  return {
    kind: 'drawer.close',
    summary: `Closed ${drawerName(d)}: counted ${formatDollars(countedCents)}, expected ${formatDollars(figures.expectedCents)} (${overShortWords(overShortCents, formatDollars)})`,
    actor: actorOf(viewer),
    approver: approverOf(viewer),
    subjectId: d.id,
    before: figures.expectedCents,
    after: countedCents,
    detail: { ...facts(d), ...figures, countedCents, overShortCents },
  };
}
