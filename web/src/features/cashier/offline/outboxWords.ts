import { keptPunchWords } from '../../session/clock/rules';
import type { OutboxEntry } from './terminalDatabase';

/** What the terminal's header says of its outbox (OutboxSender), pure. */

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** What waits: "3 orders", "1 punch", "2 orders and 1 punch". */
export function waitingWords({ waiting, punches }: { waiting: number; punches: number }): string {
  const orders = waiting - punches;
  const parts = [
    orders > 0 ? count(orders, 'order', 'orders') : null,
    punches > 0 ? count(punches, 'punch', 'punches') : null,
  ];
  return parts.filter(Boolean).join(' and ');
}

/** The refused one, named: "Order K7-03", "Clock in at 5:02 PM" (on the restaurant's clock). */
export const refusedWords = (entry: OutboxEntry, timeZone: string | null | undefined): string =>
  entry.punch ? keptPunchWords(entry.punch, timeZone) : `Order ${entry.number}`;
