import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '@zest/kit';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Why the message is sent; names the .eml file and the log line. */
  kind: 'password-reset' | 'contact';
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
          from: options.from,
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
        from: options.from,
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

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function passwordResetMail(to: string, fullname: string, link: string): OutgoingMail {
  return {
    kind: 'password-reset',
    to,
    subject: 'Reset your Zest POS password',
    text: `Hi ${fullname},\n\nSomeone asked to reset the password of your Zest POS account. To choose a new password, open this link within one hour:\n\n${link}\n\nThe link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.\n\nZest POS`,
    html: `<p>Hi ${escapeHtml(fullname)},</p><p>Someone asked to reset the password of your Zest POS account. To choose a new password, open this link within one hour:</p><p><a href="${escapeHtml(link)}">Reset my password</a></p><p>The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.</p><p>Zest POS</p>`,
  };
}

export function contactMail(
  operator: string,
  m: { firstName: string; lastName: string; email: string; subject: string; message: string },
): OutgoingMail {
  const from = `${m.firstName} ${m.lastName} <${m.email}>`;
  return {
    kind: 'contact',
    to: operator,
    subject: `Contact: ${m.subject}`,
    text: `From: ${from}\nSubject: ${m.subject}\n\n${m.message}`,
    html: `<p><strong>From:</strong> ${escapeHtml(from)}</p><p><strong>Subject:</strong> ${escapeHtml(m.subject)}</p><p>${escapeHtml(m.message).replace(/\n/g, '<br>')}</p>`,
  };
}
