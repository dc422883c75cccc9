/**
 * The provisional number of an order printed offline: this tablet's tag and
 * its own sequence for the restaurant and day ("K7-03"). The server hands
 * each tablet of a restaurant a tag of its own the first time its cashier
 * screen opens (terminalTag), so two tablets offline at once never print the
 * same number; a tablet that never got one draws its own (1 in 1,024 alike).
 * The server's number joins it once the order is sent; the history shows both.
 */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TAG_KEY = 'zest-pos.terminal.tag';
const TAG = /^[A-Z2-9]{2}$/;
const givenKey = (restaurantId: string) => `${TAG_KEY}.${restaurantId}`;

/** The tag the server gave this tablet for the restaurant, if it has given one. */
export function givenTag(restaurantId: string): string | null {
  const tag = globalThis.localStorage.getItem(givenKey(restaurantId));
  return tag && TAG.test(tag) ? tag : null;
}

export function keepGivenTag(restaurantId: string, tag: string): void {
  if (TAG.test(tag)) globalThis.localStorage.setItem(givenKey(restaurantId), tag);
}

function drawnTag(): string {
  const stored = globalThis.localStorage.getItem(TAG_KEY);
  if (stored && TAG.test(stored)) return stored;
  const [a = 0, b = 0] = crypto.getRandomValues(new Uint8Array(2));
  const made = `${ALPHABET[a % 32]}${ALPHABET[b % 32]}`;
  globalThis.localStorage.setItem(TAG_KEY, made);
  return made;
}

/** The next provisional number on this tablet for the restaurant, today (the tablet's own calendar day). */
export function nextOfflineNumber(restaurantId: string, now = new Date()): string {
  const day = `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
  const key = `zest-pos.terminal.sequence.${restaurantId}`;
  let last = { day, n: 0 };
  try {
    const stored = JSON.parse(globalThis.localStorage.getItem(key) ?? 'null') as typeof last | null;
    if (stored && stored.day === day && Number.isInteger(stored.n)) last = stored;
  } catch {
    // Unreadable: today starts again at 1.
  }
  const n = last.n + 1;
  globalThis.localStorage.setItem(key, JSON.stringify({ day, n }));
  return `${givenTag(restaurantId) ?? drawnTag()}-${String(n).padStart(2, '0')}`;
}
