import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionSnapshot, type SessionUser } from './sessionStore';

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
}

export function useCurrentUser(): SessionUser | null {
  return useSession().session?.currentUser ?? null;
}
