import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SessionUser } from '../session/sessionStore';

interface Ack {
  success: boolean;
  message: string;
}

export interface SignUpVariables {
  input: { fullName: string; email: string; password: string };
}
export const SIGN_UP: TypedDocumentNode<{ signUp: Ack }, SignUpVariables> = gql`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      success
      message
    }
  }
`;

export const REQUEST_PASSWORD_RESET: TypedDocumentNode<{ requestPasswordReset: Ack }, { email: string }> = gql`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      success
      message
    }
  }
`;

export interface ResetPasswordVariables {
  email: string;
  token: string;
  password: string;
}
export const RESET_PASSWORD: TypedDocumentNode<{ resetPassword: Ack }, ResetPasswordVariables> = gql`
  mutation ResetPassword($email: String!, $token: String!, $password: String!) {
    resetPassword(email: $email, token: $token, password: $password) {
      success
      message
    }
  }
`;

/** An account someone other than its owner may look at (admins only, the server decides). */
export const USER: TypedDocumentNode<{ user: SessionUser }, { id: string }> = gql`
  query User($id: ID!) {
    user(id: $id) {
      id
      fullname
      email
      role
      profilePicture
      demo
    }
  }
`;

export interface UpdateUserVariables {
  id: string;
  input: { fullname: string; email: string; password?: string | null };
}
export const UPDATE_USER: TypedDocumentNode<
  { updateUser: Ack & { user: SessionUser; token: string | null } },
  UpdateUserVariables
> = gql`
  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      success
      message
      token
      user {
        id
        fullname
        email
        role
        profilePicture
        demo
      }
    }
  }
`;
