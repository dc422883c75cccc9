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

/** A screen role's screen (session/RoleScreen): an employee's PIN of that role, or the security PIN (a manager). */
export const ENTER_SCREEN = graphql(`
  mutation EnterScreen($restaurantId: ID!, $role: String!, $pin: String!) {
    enterScreen(restaurantId: $restaurantId, role: $role, pin: $pin) {
      ...ScopedSessionFields
    }
  }
`);
