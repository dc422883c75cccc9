import { createHash, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { clockTime } from '@zest/kit';
import type { OrdersTransaction } from '../db/client';
import { terminals, terminalSilences, type TerminalRow } from '../db/schema';

/**
 * Offline papers checked, not believed (docs/decisions/0052-offline-papers-checked.md).
 * A registered tablet sends its key with its heartbeat and its papers; each
 * call is recorded, and a gap between two calls longer than SILENCE_SECONDS
 * is a silence. A paper keeps the time printed on it only when the tablet
 * existed before that time and was silent from before it until the sync;
 * otherwise the order takes the server's time.
 */

/** The tablet calls every minute while its cashier screen is open: a gap of more than this is a silence. */
export const SILENCE_SECONDS = 90;
/** How far back a paper's time may be kept: as long as menus and Idempotency-Keys are kept for it. */
const PAPER_KEPT_MS = 7 * 24 * 3_600_000;

/** What the tablet sends as `terminal`: its id and its key, "<id>.<key>". */
export interface TerminalProof {
  id: string;
  key: string;
}

const PROOF = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{20,100})$/i;

export function proofOf(raw: unknown): TerminalProof | null {
  if (typeof raw !== 'string') return null;
  const match = PROOF.exec(raw.trim());
  return match ? { id: match[1]!.toLowerCase(), key: match[2]! } : null;
}

export const keyHashOf = (key: string) => createHash('sha256').update(key).digest('hex');

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** A tablet as one of its calls left it: when the server heard it now, and when before. */
export type HeardTerminal = TerminalRow & { heardAt: Date; heardBefore: Date | null };

/** What a tablet says of itself with a call (its heartbeat). */
export interface TerminalReport {
  menuVersion?: number | null;
  lastOfflineNumber?: number | null;
  waiting?: number[] | null;
}

/**
 * A call from the tablet the proof names, in the caller's transaction: a gap
 * since its last call longer than a silence is recorded (with the menu
 * version it held when it fell silent), then the call and what it says of
 * itself. Null when no tablet of the restaurant holds that key.
 */
export async function touch(
  tx: OrdersTransaction,
  restaurantId: string,
  proof: TerminalProof | null,
  report: TerminalReport = {},
): Promise<HeardTerminal | null> {
  if (!proof) return null;
  const [found] = await tx
    .select({ terminal: terminals, now: sql<string>`now()` })
    .from(terminals)
    .where(and(eq(terminals.restaurantId, restaurantId), eq(terminals.id, proof.id)))
    .for('update');
  if (!found || !sameHash(found.terminal.keyHash, keyHashOf(proof.key))) return null;
  const heardAt = new Date(found.now);
  const last = found.terminal.lastSeenAt;
  if (last && heardAt.getTime() - last.getTime() > SILENCE_SECONDS * 1000) {
    await tx
      .insert(terminalSilences)
      .values({
        restaurantId,
        terminalId: proof.id,
        fromAt: last,
        toAt: heardAt,
        menuVersion: found.terminal.menuVersion,
      })
      .onConflictDoNothing();
  }
  const [saved] = await tx
    .update(terminals)
    .set({
      lastSeenAt: heardAt,
      ...(report.menuVersion ? { menuVersion: report.menuVersion } : {}),
      ...(report.lastOfflineNumber !== undefined && report.lastOfflineNumber !== null
        ? { lastOfflineNumber: sql`greatest(${terminals.lastOfflineNumber}, ${report.lastOfflineNumber})` }
        : {}),
      ...(report.waiting ? { waitingNumbers: report.waiting } : {}),
    })
    .where(and(eq(terminals.restaurantId, restaurantId), eq(terminals.id, proof.id)))
    .returning();
  return { ...saved!, heardAt, heardBefore: last };
}

/** Whether a paper keeps its own time, and why in words for the audit trail. */
export interface PaperJudgement {
  kept: boolean;
  /** The order's time: the paper's when kept, else the server's. */
  at: Date;
  why: string;
  /** The menu version the tablet held when it fell silent (only when kept). */
  menuVersion: number | null;
}

const clock = clockTime;

/**
 * A paper's time against what the server saw of its tablet: kept only when
 * the tablet was registered before it, the time lies in the last week and not
 * ahead of the server, and the tablet made no call from before it until the
 * sync (a silence covers it).
 */
export async function judgePaper(
  tx: OrdersTransaction,
  terminal: HeardTerminal | null,
  printedAt: Date | null,
  timeZone: string,
): Promise<PaperJudgement> {
  const now = terminal?.heardAt ?? new Date();
  const refuse = (why: string): PaperJudgement => ({ kept: false, at: now, why, menuVersion: null });
  if (!printedAt) return refuse('no time on the paper');
  if (!terminal) return refuse('it did not come with a registered tablet’s key');
  if (printedAt.getTime() > now.getTime()) return refuse('its time is ahead of the server’s clock');
  if (printedAt.getTime() < now.getTime() - PAPER_KEPT_MS) return refuse('its time is more than a week old');
  if (printedAt.getTime() <= terminal.issuedAt.getTime())
    return refuse(`the tablet was registered only at ${clock(terminal.issuedAt, timeZone)}`);
  const [silence] = await tx
    .select()
    .from(terminalSilences)
    .where(
      and(
        eq(terminalSilences.restaurantId, terminal.restaurantId),
        eq(terminalSilences.terminalId, terminal.id),
        lte(terminalSilences.fromAt, printedAt),
        gt(terminalSilences.toAt, printedAt),
      ),
    )
    .orderBy(desc(terminalSilences.fromAt))
    .limit(1);
  if (!silence) {
    const heard = await lastCallBefore(tx, terminal, printedAt);
    return refuse(
      heard
        ? `the tablet was online at ${clock(heard, timeZone)}, after the time on the paper`
        : 'the tablet was not silent then',
    );
  }
  return {
    kept: true,
    at: printedAt,
    why: `the tablet was silent from ${clock(silence.fromAt, timeZone)} to ${clock(silence.toAt, timeZone)}`,
    menuVersion: silence.menuVersion,
  };
}

/** A call the server heard from the tablet after the paper's time: one that began a later silence, or its last before. */
async function lastCallBefore(tx: OrdersTransaction, terminal: HeardTerminal, printedAt: Date): Promise<Date | null> {
  const [next] = await tx
    .select({ at: terminalSilences.fromAt })
    .from(terminalSilences)
    .where(
      and(
        eq(terminalSilences.restaurantId, terminal.restaurantId),
        eq(terminalSilences.terminalId, terminal.id),
        gt(terminalSilences.fromAt, printedAt),
      ),
    )
    .orderBy(terminalSilences.fromAt)
    .limit(1);
  return next?.at ?? terminal.heardBefore;
}
