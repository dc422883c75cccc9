import type { Queue } from 'bullmq';
import type { AuthDatabase } from '../db/client';
import { contactMessages } from '../db/schema';
import { contactInput } from '../inputs';
import type { OutgoingMail } from '@zest/kit';
import { contactMail } from '../mail/mailer';

export class ContactService {
  constructor(
    private readonly db: AuthDatabase,
    private readonly emails: Queue<OutgoingMail>,
    private readonly operatorEmail: string,
  ) {}

  /** Stored first, so a message is kept even if mail is down; then mailed to the operator. */
  async send(raw: unknown) {
    const input = contactInput.parse(raw);
    const [saved] = await this.db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
    await this.emails.add('contact', contactMail(this.operatorEmail, input), { jobId: `contact-${saved!.id}` });
    return { success: true, message: 'Message sent!' };
  }
}
