import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { SIGN_OUT } from './operations';
import { sessionStore } from './sessionStore';

/**
 * Tells the server to retire the token, then forgets the session whatever the
 * answer: a failed sign-out is only logged (docs/product.md#sessions).
 */
export function useSignOut() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signOutMutation, { loading }] = useMutation(SIGN_OUT, {
    // The session is ending anyway; a rejected token here is not "expired".
    context: { ignoreTokenRejection: true },
  });

  const signOut = useCallback(async () => {
    try {
      await signOutMutation();
    } catch (error) {
      console.error('Sign-out failed on the server; clearing the session here anyway.', error);
    }
    sessionStore.end();
    // Navigate first: a late navigation would yank away a page the person has already moved on to.
    navigate('/sign-in');
    await client.clearStore();
  }, [client, navigate, signOutMutation]);

  return { signOut, signingOut: loading };
}
