import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SessionUser } from './sessionStore';

export interface SignInData {
  signIn: { success: boolean; message: string; token: string; user: SessionUser };
}
export interface SignInVariables {
  input: { email: string; password: string };
}
export const SIGN_IN: TypedDocumentNode<SignInData, SignInVariables> = gql`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
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

export interface SignOutData {
  signOut: { success: boolean; message: string };
}
export const SIGN_OUT: TypedDocumentNode<SignOutData, Record<string, never>> = gql`
  mutation SignOut {
    signOut {
      success
      message
    }
  }
`;

export interface MeData {
  me: SessionUser;
}
export const ME: TypedDocumentNode<MeData, Record<string, never>> = gql`
  query Me {
    me {
      id
      fullname
      email
      role
      profilePicture
      demo
    }
  }
`;
