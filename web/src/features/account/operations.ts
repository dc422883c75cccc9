import { graphql } from '../../graphql/generated';

export const SIGN_UP = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      success
      message
    }
  }
`);

export const REQUEST_PASSWORD_RESET = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      success
      message
    }
  }
`);

export const RESET_PASSWORD = graphql(`
  mutation ResetPassword($email: String!, $token: String!, $password: String!) {
    resetPassword(email: $email, token: $token, password: $password) {
      success
      message
    }
  }
`);

/** An account someone other than its owner may look at (admins only, the server decides). */
export const USER = graphql(`
  query User($id: ID!) {
    user(id: $id) {
      ...UserFields
    }
  }
`);

export const UPDATE_USER = graphql(`
  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      success
      message
      token
      user {
        ...UserFields
      }
    }
  }
`);
