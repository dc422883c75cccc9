/**
 * Card tips shared by the owner's rule (docs/decisions/0085-the-time-clock.md), pure. Day by day: a
 * delivery's card tip is always its driver's; every other card tip taken by someone who worked a pool role
 * that day (or on the owner's own session) goes into the day's pool, shared among those who worked pool
 * roles that day — by their minutes (rule `hours`), or first by role percent and then by minutes (rule
 * `percent`); a tip taken outside the pool stays with who took it, and so does a day with nobody in the pool.
 * Declared cash tips are in the person's pocket already: reported, never pooled. Shares are whole cents by
 * largest remainder, so a day's shares add up to its pool exactly.
 */

export type TipRule = 'keep' | 'hours' | 'percent';

export interface CardTip {
  /** Who took it; null for the owner's session. */
  employeeId: string | null;
  day: string;
  cents: number;
  /** A delivery's tip: its driver's, never pooled. */
  delivery: boolean;
}

/** Minutes one person worked in one role on one day. */
export interface WorkedMinutes {
  employeeId: string;
  day: string;
  role: string;
  minutes: number;
}

export interface TipShare {
  employeeId: string | null;
  day: string;
  /** Card tips they took themselves (deliveries included). */
  takenCents: number;
  /** What the pool moved: + received, − given in. */
  pooledCents: number;
  /** Their card tips after the pool. */
  cardTipsCents: number;
}

/** Splits `total` cents in proportion to the weights, whole cents by largest remainder (ties to the first). */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

const personKey = (id: string | null) => id ?? '';

/** Every person's card tips per day after the rule. */
export function poolTips(
  tips: readonly CardTip[],
  worked: readonly WorkedMinutes[],
  rule: TipRule,
  pool: Readonly<Record<string, number>>,
): TipShare[] {
  const out = new Map<string, TipShare>();
  const entry = (employeeId: string | null, day: string) => {
    const key = `${day}|${personKey(employeeId)}`;
    const found = out.get(key) ?? { employeeId, day, takenCents: 0, pooledCents: 0, cardTipsCents: 0 };
    out.set(key, found);
    return found;
  };
  for (const t of tips) {
    const e = entry(t.employeeId, t.day);
    e.takenCents += t.cents;
    e.cardTipsCents += t.cents;
  }
  if (rule !== 'keep') {
    for (const day of new Set(tips.map((t) => t.day))) poolDay(day, tips, worked, rule, pool, entry);
  }
  return [...out.values()].sort(
    (a, b) => a.day.localeCompare(b.day) || personKey(a.employeeId).localeCompare(personKey(b.employeeId)),
  );
}

function poolDay(
  day: string,
  tips: readonly CardTip[],
  worked: readonly WorkedMinutes[],
  rule: TipRule,
  pool: Readonly<Record<string, number>>,
  entry: (employeeId: string | null, day: string) => TipShare,
) {
  const inPool = worked.filter((w) => w.day === day && w.role in pool && w.minutes > 0);
  if (!inPool.length) return;
  const members = new Set(inPool.map((w) => w.employeeId));
  const pooled = tips.filter(
    (t) => t.day === day && !t.delivery && (t.employeeId === null || members.has(t.employeeId)),
  );
  const total = pooled.reduce((n, t) => n + t.cents, 0);
  if (!total) return;
  for (const t of pooled) {
    const e = entry(t.employeeId, day);
    e.pooledCents -= t.cents;
    e.cardTipsCents -= t.cents;
  }
  const give = (employeeId: string, cents: number) => {
    const e = entry(employeeId, day);
    e.pooledCents += cents;
    e.cardTipsCents += cents;
  };
  const roles = [...new Set(inPool.map((w) => w.role))];
  // By hours; and by percent when the roles that worked that day have none between them (nothing is lost).
  if (rule === 'hours' || roles.every((r) => !pool[r])) {
    shareOut(
      total,
      inPool.map((w) => w.minutes),
    ).forEach((c, i) => give(inPool[i]!.employeeId, c));
    return;
  }
  // By percent: the roles that worked that day share their percents (scaled to the whole), then each role's part by minutes.
  const byRole = shareOut(
    total,
    roles.map((r) => pool[r] ?? 0),
  );
  roles.forEach((role, i) => {
    const ofRole = inPool.filter((w) => w.role === role);
    shareOut(
      byRole[i]!,
      ofRole.map((w) => w.minutes),
    ).forEach((c, j) => give(ofRole[j]!.employeeId, c));
  });
}
