import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { reconnectingLink, type Connection } from './connection';
import { isUnauthenticated } from './errors';

interface ClientOptions {
  /** The bearer token of the current session, read on every request. */
  getToken: () => string | null;
  /** Called when the server refuses a token this client sent, with what it said. */
  onTokenRejected: (token: string, error: unknown) => void;
  /** Told when calls wait for Zest POS to reconnect, and when answers come again. */
  connection: Connection;
}

/**
 * An operation may carry a token of its own in its context (`{ bearer }`): an
 * approval from confirmSecurityPin, good for that one action once
 * (docs/decisions/0049-approvals.md). Its rejection ends nothing.
 */
export interface OperationToken {
  bearer?: string;
}

/**
 * One client for the app: every call goes to the gateway's /graphql on the
 * same origin, carrying `Authorization: Bearer <token>` when signed in.
 */
export function createApolloClient({ getToken, onTokenRejected, connection }: ClientOptions): ApolloClient {
  const authLink = new SetContextLink((previous) => {
    const own: unknown = previous['bearer'];
    if (typeof own === 'string' && own) {
      return { headers: { ...previous['headers'], authorization: `Bearer ${own}` } };
    }
    const token = getToken();
    if (!token) return {};
    return { sentToken: token, headers: { ...previous['headers'], authorization: `Bearer ${token}` } };
  });

  // A signed-in call answered UNAUTHENTICATED means the session is over
  // (expired, signed out elsewhere). A signed-out call (a wrong password)
  // is just an answer for the screen to show.
  const sessionLink = new ErrorLink(({ error, operation }) => {
    const context = operation.getContext();
    const sentToken: unknown = context['sentToken'];
    if (context['ignoreTokenRejection'] === true) return;
    if (typeof sentToken === 'string' && isUnauthenticated(error)) onTokenRejected(sentToken, error);
  });

  return new ApolloClient({
    link: ApolloLink.from([sessionLink, reconnectingLink(connection), authLink, new HttpLink({ uri: '/graphql' })]),
    cache: new InMemoryCache(),
  });
}
