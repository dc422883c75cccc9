/**
 * This tablet as the server knows it (docs/decisions/0052-offline-papers-checked.md):
 * registered the first time its cashier screen opens for a restaurant
 * (registerTerminal), it keeps its id, its tag and its key. The key goes
 * with its heartbeat and with every paper it printed offline: the server
 * believes a paper's time only when this tablet was silent then. The
 * provisional number of an order printed offline is the tag and the
 * tablet's own count, never restarted ("K7-03", then "K7-04" …), so the
 * server can tell a number that never arrived. A tablet that never got a
 * registration draws a tag of its own (1 in 1,024 alike); its papers take
 * the time they arrive.
 */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TAG = /^[A-Z2-9]{2}$/;
const DRAWN_KEY = 'zest-pos.terminal.tag';
const registrationKey = (restaurantId: string) => `zest-pos.terminal.registration.${restaurantId}`;
const countKey = (restaurantId: string) => `zest-pos.terminal.count.${restaurantId}`;

export interface TabletRegistration {
  id: string;
  tag: string;
  key: string;
}

/** The registration this tablet keeps for the restaurant, if it has one. */
export function registration(restaurantId: string): TabletRegistration | null {
  try {
    const kept = JSON.parse(globalThis.localStorage.getItem(registrationKey(restaurantId)) ?? 'null') as unknown;
    if (!kept || typeof kept !== 'object') return null;
    const { id, tag, key } = kept as Record<string, unknown>;
    return typeof id === 'string' && typeof key === 'string' && typeof tag === 'string' && TAG.test(tag)
      ? { id, tag, key }
      : null;
  } catch {
    return null;
  }
}

export function keepRegistration(restaurantId: string, given: TabletRegistration): void {
  if (TAG.test(given.tag)) globalThis.localStorage.setItem(registrationKey(restaurantId), JSON.stringify(given));
}

/** What the tablet sends as `terminal`: "<id>.<key>", or null when it is not registered. */
export function terminalProof(restaurantId: string): string | null {
  const given = registration(restaurantId);
  return given ? `${given.id}.${given.key}` : null;
}

function drawnTag(): string {
  const stored = globalThis.localStorage.getItem(DRAWN_KEY);
  if (stored && TAG.test(stored)) return stored;
  const [a = 0, b = 0] = crypto.getRandomValues(new Uint8Array(2));
  const made = `${ALPHABET[a % 32]}${ALPHABET[b % 32]}`;
  globalThis.localStorage.setItem(DRAWN_KEY, made);
  return made;
}

/** The tag this tablet prints offline numbers with. */
const tagOf = (restaurantId: string) => registration(restaurantId)?.tag ?? drawnTag();

/** The last count this tablet gave a paper for the restaurant under its current tag (0: none yet). */
export function lastOfflineCount(restaurantId: string): number {
  try {
    const kept = JSON.parse(globalThis.localStorage.getItem(countKey(restaurantId)) ?? 'null') as {
      tag?: unknown;
      n?: unknown;
    } | null;
    return kept && kept.tag === tagOf(restaurantId) && Number.isInteger(kept.n) ? Number(kept.n) : 0;
  } catch {
    return 0;
  }
}

/** "K7-04" → 4 when the number is this tablet's own, else null. */
export function ownCount(restaurantId: string, number: string): number | null {
  const tag = tagOf(restaurantId);
  const match = /^([A-Z2-9]{2})-(\d{2,4})$/.exec(number);
  return match && match[1] === tag ? Number(match[2]) : null;
}

/** The next provisional number on this tablet for the restaurant: its tag and its count, never restarted. */
export function nextOfflineNumber(restaurantId: string): string {
  const tag = tagOf(restaurantId);
  const n = lastOfflineCount(restaurantId) + 1;
  globalThis.localStorage.setItem(countKey(restaurantId), JSON.stringify({ tag, n }));
  return `${tag}-${String(n).padStart(2, '0')}`;
}
