import { escapeHtml, type OutgoingMail } from '@zest/kit';

/** The auth service's messages; how mail is sent is the kit's (mail.ts). */

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
