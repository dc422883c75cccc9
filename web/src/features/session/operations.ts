import { graphql } from '../../graphql/generated';

/** The signed-in account as the session keeps it (sessionStore's `SessionUser`). */
graphql(`
  fragment SessionUser on User {
    id
    fullname
    email
    role
    profilePicture
    demo
  }
`);

export const SIGN_IN = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      success
      message
      token
      user {
        ...SessionUser
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
      ...SessionUser
    }
  }
`);
