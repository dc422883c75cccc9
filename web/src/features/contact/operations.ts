import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
}

export const SEND_CONTACT_MESSAGE: TypedDocumentNode<
  { sendContactMessage: { success: boolean; message: string } },
  { input: ContactMessage }
> = gql`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      success
      message
    }
  }
`;
