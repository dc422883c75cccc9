import type { ApolloClient, DocumentNode } from '@apollo/client';
import { ORDER_SETTINGS } from '../../session/orderSettings';
import { RESTAURANT } from '../../session/restaurant';
import { sessionStore } from '../../session/sessionStore';
import { TERMINAL_MENU } from '../menu/operations';
import { forgetPrintedHere } from './printedHere';
import { forgetSeenCustomers } from './seenCustomers';
import { terminalDatabase as database, type KeptFacts } from './terminalDatabase';

/**
 * What the terminal needs to take an order with the network down, kept on
 * the tablet in IndexedDB (docs/decisions/0045-the-terminal-offline.md): the
 * restaurant (its name, tax, delivery charge, clock), its order settings and
 * its menu, one record per restaurant, as the server last answered them.
 * The screen's client is primed from it before the screen renders, and it is
 * refreshed from the server whenever the screen opens or the network returns.
 * It is wiped when the screen is locked and when the account signs out.
 */
interface Fact {
  name: 'restaurant' | 'settings' | 'menu';
  query: DocumentNode;
  variables: (restaurantId: string) => Record<string, string>;
}

const FACTS: readonly Fact[] = [
  { name: 'restaurant', query: RESTAURANT, variables: (id) => ({ id }) },
  { name: 'settings', query: ORDER_SETTINGS, variables: (restaurantId) => ({ restaurantId }) },
  { name: 'menu', query: TERMINAL_MENU, variables: (restaurantId) => ({ restaurantId }) },
];

/** The kept answers, written into the screen's client where it has none yet. */
export async function primeTerminalFacts(client: ApolloClient, restaurantId: string): Promise<void> {
  const kept = await (await database()).get('facts', restaurantId);
  if (!kept) return;
  for (const fact of FACTS) {
    const data = kept.answers[fact.name];
    const variables = fact.variables(restaurantId);
    if (data && !client.readQuery({ query: fact.query, variables })) {
      client.writeQuery({ query: fact.query, variables, data });
    }
  }
}

// Bumped by each forget: a refresh that began before the screen was locked never writes back what it read.
let forgets = 0;

/** Each fact read from the server and kept; one the server does not answer now keeps its last answer. */
export async function refreshTerminalFacts(client: ApolloClient, restaurantId: string): Promise<void> {
  const began = forgets;
  const answers: KeptFacts['answers'] = {};
  await Promise.all(
    FACTS.map(async (fact) => {
      try {
        const { data } = await client.query({
          query: fact.query,
          variables: fact.variables(restaurantId),
          fetchPolicy: 'network-only',
        });
        if (data) answers[fact.name] = data;
      } catch {
        // Offline or refused: the kept answer stays until the next refresh.
      }
    }),
  );
  if (!Object.keys(answers).length) return;
  const db = await database();
  const kept = await db.get('facts', restaurantId);
  // Checked in the same tick as the put is queued: a forget after it queues its delete behind the put.
  if (began !== forgets) return;
  await db.put('facts', {
    restaurantId,
    savedAt: new Date().toISOString(),
    answers: { ...kept?.answers, ...answers },
  });
}

/**
 * One restaurant's facts forgotten (its screen locked), or every restaurant's (the account signed out), with
 * the orders printed here today. The outbox stays: an order on paper is never dropped.
 */
export async function forgetTerminalFacts(restaurantId?: string): Promise<void> {
  forgets += 1;
  const db = await database();
  if (restaurantId) await db.delete('facts', restaurantId);
  else await db.clear('facts');
  await forgetPrintedHere(restaurantId);
  await forgetSeenCustomers(restaurantId);
}

/** Every restaurant's facts go when the account's session ends (signed out, expired, ended elsewhere). */
export function forgetTerminalFactsWithTheSession(): () => void {
  let signedIn = sessionStore.getSnapshot().session !== null;
  return sessionStore.subscribe(() => {
    const now = sessionStore.getSnapshot().session !== null;
    if (signedIn && !now) void forgetTerminalFacts().catch(() => undefined);
    signedIn = now;
  });
}
