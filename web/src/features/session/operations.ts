import { graphql } from '../../graphql/generated';

// The signed-in account as the session keeps it (sessionStore's `SessionUser`): UserFields in gateway/fragments.graphql.

export const SIGN_IN = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      success
      message
      token
      user {
        ...UserFields
      }
    }
  }
`);

export const SIGN_OUT = graphql(`
  mutation SignOut {
    signOut {
      success
      message
    }
  }
`);

export const ME = graphql(`
  query Me {
    me {
      ...UserFields
    }
  }
`);
