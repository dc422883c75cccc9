import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { isUnauthenticated } from '../../graphql/errors';
import { ME } from './operations';
import { SESSION_RESTORE_TIMEOUT_MS, sessionStore } from './sessionStore';

/**
 * At boot, checks a stored session with the server (`me`). Guarded screens
 * wait for the answer, but never longer than the restore time-out: a slow or
 * unreachable server leaves the stored session in place.
 */
export function useSessionRestore(): void {
  const client = useApolloClient();

  useEffect(() => {
    if (sessionStore.getSnapshot().status !== 'restoring') return;
    const timeout = window.setTimeout(() => sessionStore.markRestored(), SESSION_RESTORE_TIMEOUT_MS);
    client
      .query({ query: ME, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (data) sessionStore.updateUser(data.me);
      })
      .catch((error: unknown) => {
        if (isUnauthenticated(error)) sessionStore.end('expired');
        else console.warn('Could not check the stored session; keeping it for now.', error);
      })
      .finally(() => {
        window.clearTimeout(timeout);
        sessionStore.markRestored();
      });
    return () => window.clearTimeout(timeout);
  }, [client]);
}
