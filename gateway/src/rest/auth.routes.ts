import { contact, email, emailToFind, MISSING, newPassword, password, personName, resetToken } from '@zest/auth/inputs';
import { z } from 'zod';
import { graphql } from './generated';
import { ackResponse, noBody, noParams, route } from './table';
import { id } from '@zest/kit';

const user = z.object({
  id: z.string(),
  fullname: z.string(),
  email: z.string(),
  role: z.enum(['owner', 'admin']),
  profilePicture: z.string().nullable(),
  demo: z.boolean(),
});

/** docs/product.md#api-auth, plus GET /api/auth/me. */
export const authRoutes = [
  route({
    method: 'POST',
    path: '/api/auth/signup',
    summary: 'Create an owner account',
    tag: 'auth',
    auth: 'public',
    params: noParams,
    body: z.object({
      fullName: personName(MISSING.signUp),
      email: email(MISSING.signUp),
      password: newPassword(MISSING.signUp),
    }),
    operation: graphql(`
      mutation SignUp($input: SignUpInput!) {
        signUp(input: $input) {
          success
          message
        }
      }
    `),
    variables: ({ body }) => ({ input: body }),
    respond: (d) => d.signUp,
    response: ackResponse,
    status: 201,
  }),
  route({
    method: 'POST',
    path: '/api/auth/signin',
    summary: 'Sign in; answers a bearer token and the user as `rest`',
    tag: 'auth',
    auth: 'public',
    params: noParams,
    body: z.object({ email: emailToFind(MISSING.signIn), password: password(MISSING.signIn) }),
    operation: graphql(`
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
    `),
    variables: ({ body }) => ({ input: body }),
    respond: (d) => {
      const { user: rest, ...answer } = d.signIn;
      return { ...answer, rest };
    },
    response: ackResponse.extend({ token: z.string(), rest: user }),
  }),
  route({
    method: 'POST',
    path: '/api/auth/signout',
    summary: 'Make the presented token unusable',
    tag: 'auth',
    auth: 'account',
    params: noParams,
    body: noBody,
    operation: graphql(`
      mutation SignOut {
        signOut {
          success
          message
        }
      }
    `),
    variables: () => ({}),
    respond: (d) => d.signOut,
    response: ackResponse,
  }),
  route({
    method: 'GET',
    path: '/api/auth/me',
    summary: 'The signed-in account',
    tag: 'auth',
    auth: 'account',
    params: noParams,
    body: noBody,
    operation: graphql(`
      query Me {
        me {
          ...UserFields
        }
      }
    `),
    variables: () => ({}),
    respond: (d) => ({ success: true, user: d.me }),
    response: z.object({ success: z.boolean(), user }),
  }),
  route({
    method: 'POST',
    path: '/api/auth/forgetPassword',
    summary: 'E-mail a single-use reset link; answers the same whether the e-mail is known or not',
    tag: 'auth',
    auth: 'public',
    params: noParams,
    body: z.object({ email: emailToFind(MISSING.forgot) }),
    operation: graphql(`
      mutation RequestPasswordReset($email: String!) {
        requestPasswordReset(email: $email) {
          success
          message
        }
      }
    `),
    variables: ({ body }) => ({ email: body.email }),
    respond: (d) => d.requestPasswordReset,
    response: ackResponse,
  }),
  route({
    method: 'PUT',
    path: '/api/auth/updatePassword/{email}',
    summary: 'Set a new password with the token from the reset e-mail',
    tag: 'auth',
    auth: 'public',
    params: z.object({ email: emailToFind(MISSING.forgot) }),
    body: z.object({ password: newPassword(), token: resetToken }),
    operation: graphql(`
      mutation ResetPassword($email: String!, $token: String!, $password: String!) {
        resetPassword(email: $email, token: $token, password: $password) {
          success
          message
        }
      }
    `),
    variables: ({ params, body }) => ({ email: params.email, token: body.token, password: body.password }),
    respond: (d) => d.resetPassword,
    response: ackResponse,
  }),
  route({
    method: 'PUT',
    path: '/api/auth/updateUsers/{userId}',
    summary:
      'Edit your own account (admins too: nobody edits another account); an empty password keeps the current one',
    tag: 'auth',
    auth: 'account',
    params: z.object({ userId: id() }),
    body: z.object({
      fullname: personName(MISSING.signUp),
      email: email(MISSING.signUp),
      password: z
        .union([newPassword(), z.literal('')])
        .nullish()
        .describe('empty or absent keeps the current password'),
    }),
    operation: graphql(`
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
    `),
    variables: ({ params, body }) => ({ id: params.userId, input: body }),
    respond: (d) => d.updateUser,
    response: ackResponse.extend({
      user,
      token: z.string().nullable().describe('a fresh token when the password changed; other sessions have ended'),
    }),
  }),
  route({
    method: 'POST',
    path: '/api/auth/contact',
    summary: 'Send a message to the Zest POS team',
    tag: 'auth',
    auth: 'public',
    params: noParams,
    body: z.object(contact),
    operation: graphql(`
      mutation SendContactMessage($input: ContactMessageInput!) {
        sendContactMessage(input: $input) {
          success
          message
        }
      }
    `),
    variables: ({ body }) => ({ input: body }),
    respond: (d) => d.sendContactMessage,
    response: ackResponse,
  }),
];
