import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RedisClient } from '../data/redis';
import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import { createQueue, createConsumer } from '../events/queues';
import type { Logger } from '../core/log';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Why the message is sent ('password-reset', 'online-ready'); names the .eml file and the log line. */
  kind: string;
  /**
   * Whom it is from, as the reader's mail shows it: a restaurant's name on its customers' mail (issue 47);
   * the platform's MAIL_FROM name when left out. The address is always MAIL_FROM's.
   */
  senderName?: string;
}

/** MAIL_FROM with another display name: "Mario's Pizza" <no-reply@…>. */
function fromOf(configured: string, senderName: string | undefined) {
  if (!senderName) return configured;
  const address = /<([^>]+)>/.exec(configured)?.[1] ?? configured.trim();
  // Nodemailer quotes and encodes the name; a line break could still start a header of its own.
  return { name: senderName.replace(/[\r\n]+/g, ' ').slice(0, 80), address };
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP when configured; otherwise every message becomes a .eml file in the outbox folder. */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string; log: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      mode: 'smtp',
      async send(mail) {
        await transport.sendMail({
          from: fromOf(options.from, mail.senderName),
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        options.log.info({ kind: mail.kind, to: mail.to }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    async send(mail) {
      const info = await transport.sendMail({
        from: fromOf(options.from, mail.senderName),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.kind}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log.info({ kind: mail.kind, to: mail.to, file }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}

/** Text as HTML, for a value put into a message's html. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The mail settings every service that sends mail shares. */
export const mailEnv = {
  /** smtp://user:pass@host:port; without it mail is written to OUTBOX_DIR as .eml files. */
  SMTP_URL: z.string().url().optional(),
  OUTBOX_DIR: z.string().default('.data/outbox'),
  MAIL_FROM: z.string().default('Zest POS <no-reply@zestpos.app>'),
};

/** A service's mail queue: requests answer at once, the consumer sends with retries. */
export function createEmailQueue(name: string, connection: RedisClient) {
  return createQueue<OutgoingMail>(name, connection);
}

export function startEmailConsumer(name: string, connection: RedisClient, mailer: Mailer, log: Logger) {
  return createConsumer<OutgoingMail>(name, (job) => mailer.send(job.data), connection, log.child({ queue: name }));
}
