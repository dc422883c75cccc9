import { graphql } from '../../graphql/generated';
import type { ContactMessageInput } from '../../graphql/generated/graphql';

export type ContactMessage = ContactMessageInput;

export const SEND_CONTACT_MESSAGE = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      success
      message
    }
  }
`);
