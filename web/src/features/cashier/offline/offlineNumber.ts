/**
 * The provisional number of an order printed offline: this tablet's tag and
 * its own sequence for the restaurant and day ("K7-03"). Each tablet counts
 * on its own, so two tablets offline at once never print the same number
 * unless they drew the same tag (1 in 1,024); the server's number replaces
 * it once the order is sent, and the history shows both.
 */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TAG_KEY = 'zest-pos.terminal.tag';

function tag(): string {
  const stored = globalThis.localStorage.getItem(TAG_KEY);
  if (stored && /^[A-Z2-9]{2}$/.test(stored)) return stored;
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
  return `${tag()}-${String(n).padStart(2, '0')}`;
}
