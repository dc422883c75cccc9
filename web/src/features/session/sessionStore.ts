/**
 * The signed-in session, kept in localStorage so it survives a reload and is
 * shared by every tab. A plain external store: React reads it through
 * useSyncExternalStore, and the Apollo link reads the token without React.
 */

import type { UserFieldsFragment } from '../../graphql/generated/graphql';

/** The signed-in account, as the server answers it (the `UserFields` fragment of gateway/fragments.graphql). */
export type SessionUser = UserFieldsFragment;

export interface Session {
  currentUser: SessionUser;
  token: string;
}

/**
 * restoring: a stored session is being checked with the server (bounded by
 * SESSION_RESTORE_TIMEOUT_MS); ready: the session below is the one to trust.
 */
export type SessionStatus = 'restoring' | 'ready';

export interface SessionSnapshot {
  session: Session | null;
  status: SessionStatus;
  /** Why the last session ended without the person signing out, if it did. */
  endedReason: 'expired' | null;
}

export const SESSION_STORAGE_KEY = 'zest-pos.session';
/** docs/product.md#sessions: the stored session is restored within 5 seconds at most. */
export const SESSION_RESTORE_TIMEOUT_MS = 5000;

function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user['id'] === 'string' &&
    typeof user['fullname'] === 'string' &&
    typeof user['email'] === 'string' &&
    (user['role'] === 'owner' || user['role'] === 'admin')
  );
}

/** Parses what localStorage holds; anything malformed counts as signed out. */
export function parseStoredSession(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const { currentUser, token } = parsed as Record<string, unknown>;
    if (typeof token !== 'string' || !token || !isSessionUser(currentUser)) return null;
    return {
      token,
      currentUser: {
        ...currentUser,
        profilePicture: currentUser.profilePicture ?? null,
        demo: currentUser.demo === true,
      },
    };
  } catch {
    return null;
  }
}

function readStorage(): Session | null {
  try {
    return parseStoredSession(window.localStorage.getItem(SESSION_STORAGE_KEY));
  } catch {
    return null; // storage disabled (private mode, policy): run signed out
  }
}

function writeStorage(session: Session | null): void {
  try {
    if (session) window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // The session still lives for this tab; it just will not survive a reload.
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();

const initial = readStorage();
let snapshot: SessionSnapshot = { session: initial, status: initial ? 'restoring' : 'ready', endedReason: null };

function publish(next: SessionSnapshot): void {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

export const sessionStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): SessionSnapshot {
    return snapshot;
  },
  getToken(): string | null {
    return snapshot.session?.token ?? null;
  },
  /** Sign-in succeeded. */
  start(session: Session): void {
    writeStorage(session);
    publish({ session, status: 'ready', endedReason: null });
  },
  /**
   * The server sent a fresher copy of the signed-in user, and a fresh token
   * when the password changed (the old one, like every other session, has ended).
   */
  updateUser(user: SessionUser, token?: string | null): void {
    const current = snapshot.session;
    if (!current || current.currentUser.id !== user.id) return;
    const session = { ...current, currentUser: user, token: token || current.token };
    writeStorage(session);
    publish({ ...snapshot, session });
  },
  /** The stored session was checked (or the check timed out). */
  markRestored(): void {
    if (snapshot.status !== 'ready') publish({ ...snapshot, status: 'ready' });
  },
  /** Sign-out, or the server no longer accepts the token. */
  end(reason: SessionSnapshot['endedReason'] = null): void {
    writeStorage(null);
    publish({ session: null, status: 'ready', endedReason: reason });
  },
};

// Another tab signed in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    const session = readStorage();
    if (session?.token === snapshot.session?.token) return;
    publish({ session, status: 'ready', endedReason: null });
  });
}
