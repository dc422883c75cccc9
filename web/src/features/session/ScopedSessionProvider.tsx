import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createContext, use, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createApolloClient } from '../../graphql/client';
import { connection } from '../../graphql/connection';
import { readServerFailure } from '../../graphql/errors';
import {
  forgetScopedSession,
  readScopedSession,
  saveScopedSession,
  type ScopedKind,
  type ScopedSession,
} from './scopedSession';
import { sessionStore } from './sessionStore';
import { SESSION_ENDED_MESSAGE } from './liveStream';

interface ScopedSnapshot {
  /** The PIN session of this screen, or null: the screen asks for the PIN. */
  session: ScopedSession | null;
  /** Why the last PIN session ended without anyone locking the screen (the server's words), if it did. */
  endedMessage: string | null;
}

/** One screen's PIN session: a small external store, so the Apollo link can read the token outside React. */
class ScopedSessionStore {
  private snapshot: ScopedSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly kind: ScopedKind,
    readonly restaurantId: string,
  ) {
    this.snapshot = { session: readScopedSession(kind, restaurantId), endedMessage: null };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  start = (session: ScopedSession) => {
    saveScopedSession(this.kind, session);
    this.publish({ session, endedMessage: null });
  };

  end = (message: string | null = null) => {
    forgetScopedSession(this.kind, this.restaurantId);
    this.publish({ session: null, endedMessage: message });
  };

  private publish(snapshot: ScopedSnapshot) {
    this.snapshot = snapshot;
    this.listeners.forEach((listener) => listener());
  }
}

export interface ScopedSessionValue extends ScopedSnapshot {
  kind: ScopedKind;
  restaurantId: string;
  start: (session: ScopedSession) => void;
  /** Locks the screen; with a message when the server ended the session. */
  end: (message?: string | null) => void;
}

const ScopedSessionContext = createContext<ScopedSessionValue | null>(null);

/** A client whose calls carry the screen's PIN session, or the account's token while there is none. */
function scopedClient(store: ScopedSessionStore): ApolloClient {
  const client = createApolloClient({
    getToken: () => store.getSnapshot().session?.token ?? sessionStore.getToken(),
    connection,
    onTokenRejected: (token, error) => {
      if (token === store.getSnapshot().session?.token) {
        store.end(readServerFailure(error).message ?? SESSION_ENDED_MESSAGE);
      } else if (token === sessionStore.getToken()) {
        sessionStore.end('expired');
        void client.clearStore();
      }
    },
  });
  return client;
}

interface ProviderProps {
  kind: ScopedKind;
  restaurantId: string;
  children: ReactNode;
}

/**
 * A screen that works in a restaurant-scoped session (a screen role's
 * RoleScreen, the hub's screens): every call below it carries that session's token, from
 * an Apollo client of its own, and the account's token while there is none
 * (the PIN entry itself is an account call). A rejected PIN session locks the
 * screen and asks for the PIN again (docs/product.md#session-errors); a
 * rejected account token ends the account's session as everywhere else.
 * Key it by restaurant: one store and one client per screen and restaurant.
 */
export function ScopedSessionProvider({ kind, restaurantId, children }: ProviderProps) {
  const [store] = useState(() => new ScopedSessionStore(kind, restaurantId));
  const [client] = useState(() => scopedClient(store));
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);

  const value = useMemo<ScopedSessionValue>(
    () => ({ kind, restaurantId, ...snapshot, start: store.start, end: store.end }),
    [kind, restaurantId, snapshot, store],
  );

  return (
    <ScopedSessionContext value={value}>
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </ScopedSessionContext>
  );
}

export function useScopedSession(): ScopedSessionValue {
  const value = use(ScopedSessionContext);
  if (!value) throw new Error('useScopedSession needs a ScopedSessionProvider above it');
  return value;
}

/** The token a call outside Apollo carries (a photo's upload): the screen's PIN session's, else the account's. */
export function useCallToken(): string | null {
  return use(ScopedSessionContext)?.session?.token ?? sessionStore.getToken();
}
