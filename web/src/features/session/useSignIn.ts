import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { NETWORK_FAILURE_MESSAGE, readServerFailure } from '../../graphql/errors';
import { paths } from './account';
import { SIGN_IN } from './operations';
import { sessionStore } from './sessionStore';

const SIGN_IN_FAILED = 'Sign-in failed. Please try again.';

export interface Credentials {
  email: string;
  password: string;
}

/** Only same-site paths are followed after sign-in, never another origin. */
function safeReturnPath(returnTo: string | undefined): string | null {
  return returnTo && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : null;
}

/**
 * Signs in and goes to the restaurant dashboard (docs/product.md#sign-in), or back to the
 * guarded page that sent the person here. Resolves to the message to show
 * when it fails, or null when it worked.
 */
export function useSignIn() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signInMutation, { loading }] = useMutation(SIGN_IN);

  const signIn = useCallback(
    async ({ email, password }: Credentials, returnTo?: string): Promise<string | null> => {
      try {
        const { data } = await signInMutation({ variables: { input: { email, password } } });
        if (!data?.signIn.token) return data?.signIn.message || SIGN_IN_FAILED;
        // Another account's cached answers must not leak into this session.
        await client.clearStore();
        sessionStore.start({ currentUser: data.signIn.user, token: data.signIn.token });
        navigate(safeReturnPath(returnTo) ?? paths.restaurants(data.signIn.user.id));
        return null;
      } catch (error) {
        const failure = readServerFailure(error);
        if (failure.message) return failure.message;
        return failure.isNetworkFailure ? NETWORK_FAILURE_MESSAGE : SIGN_IN_FAILED;
      }
    },
    [client, navigate, signInMutation],
  );

  return { signIn, signingIn: loading };
}
