import { queueOptions } from '@zest/kit';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Pool } from 'pg';
import { api, clientIp, databaseUrl, mailsTo, newAccount, uniqueEmail, waitForMail } from '../../../tools/test/support';

const SAME_ANSWER = {
  success: true,
  message: 'If an account exists for this email, we sent a link to reset the password.',
};
const INVALID = { success: false, message: 'This reset link is not valid or has expired. Please request a new one.' };

/** The reset link as a person finds it in the e-mail. */
async function resetLinkFor(email: string): Promise<URL> {
  const mail = await waitForMail(email, (m) => m.subject === 'Reset your Zest POS password');
  const match = /(https?:\/\/\S+\/ResetPassword\/\S+\?token=[\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return new URL(match[1]!);
}

/** auth's queue of forgot-password requests (src/jobs/password-reset.ts). */
const PASSWORD_RESET_QUEUE = 'password-resets';

let pool: Pool;
let redis: Redis;
beforeAll(() => {
  pool = new Pool({ connectionString: databaseUrl('zest_auth'), max: 2 });
  redis = new Redis(process.env.ZEST_TEST_REDIS_URL_SERVER!, { maxRetriesPerRequest: null });
});
afterAll(async () => {
  await pool.end();
  redis.disconnect();
});

describe('password reset', () => {
  it('e-mails a single-use link that sets a new password', async () => {
    const account = await newAccount();
    const res = await api('POST', '/api/auth/forgetPassword', { body: { email: account.email }, ip: clientIp() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SAME_ANSWER);

    const link = await resetLinkFor(account.email);
    expect(decodeURIComponent(link.pathname)).toBe(`/ResetPassword/${account.email}`);
    const token = link.searchParams.get('token')!;
    // Only a hash of the token is stored.
    const stored = await pool.query('SELECT token_hash FROM password_resets WHERE token_hash = $1 OR token_hash = $2', [
      token,
      token,
    ]);
    expect(stored.rowCount).toBe(0);

    const path = `/api/auth/updatePassword/${encodeURIComponent(account.email)}`;
    const reset = await api('PUT', path, { body: { password: 'reset-password-1', token } });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ success: true, message: 'Password reset successfully!' });
    expect(
      (
        await api('POST', '/api/auth/signin', {
          body: { email: account.email, password: 'reset-password-1' },
          ip: clientIp(),
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api('POST', '/api/auth/signin', {
          body: { email: account.email, password: account.password },
          ip: clientIp(),
        })
      ).status,
    ).toBe(401);

    // Reused: refused, and the password stays.
    const reused = await api('PUT', path, { body: { password: 'reset-password-2', token } });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual(INVALID);
    expect(
      (
        await api('POST', '/api/auth/signin', {
          body: { email: account.email, password: 'reset-password-1' },
          ip: clientIp(),
        })
      ).status,
    ).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const ghost = uniqueEmail('ghost');
    const res = await api('POST', '/api/auth/forgetPassword', { body: { email: ghost }, ip: clientIp() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SAME_ANSWER);
    await new Promise((r) => setTimeout(r, 500));
    expect(await mailsTo(ghost)).toHaveLength(0);
  });

  it('answers known and unknown e-mails in the same time: both only put the request on the queue', async () => {
    const account = await newAccount();
    const ghost = uniqueEmail('ghost');
    const timed = async (email: string) => {
      const began = process.hrtime.bigint();
      const res = await api('POST', '/api/auth/forgetPassword', { body: { email }, ip: clientIp() });
      expect(res.body).toEqual(SAME_ANSWER);
      return Number(process.hrtime.bigint() - began) / 1e6;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so a slow moment of the machine falls on both.
    for (let i = 0; i < 15; i++) {
      known.push(await timed(account.email));
      unknown.push(await timed(ghost));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // Sending mail or hashing on the request path would take tens of milliseconds more for one of
    // them; on a busy machine both slow down alike, so the bound grows with them.
    const [k, u] = [median(known), median(unknown)];
    expect(Math.abs(k - u)).toBeLessThan(Math.max(10, 0.5 * Math.max(k, u)));

    // Both went to the queue; only the known one became an e-mail.
    const queue = new Queue(PASSWORD_RESET_QUEUE, queueOptions(PASSWORD_RESET_QUEUE, redis));
    try {
      const jobs = await queue.getJobs(['completed', 'active', 'waiting', 'delayed']);
      const emails = jobs.map((j) => (j.data as { email: string }).email);
      expect(emails.filter((e) => e === ghost)).toHaveLength(15);
      expect(emails.filter((e) => e === account.email)).toHaveLength(15);
    } finally {
      await queue.close();
    }
    await waitForMail(account.email);
    expect(await mailsTo(ghost)).toHaveLength(0);
  });

  it('refuses a missing, wrong, expired or other-account token (400), changing nothing', async () => {
    const account = await newAccount();
    const other = await newAccount();
    await api('POST', '/api/auth/forgetPassword', { body: { email: account.email }, ip: clientIp() });
    const token = (await resetLinkFor(account.email)).searchParams.get('token')!;
    const path = `/api/auth/updatePassword/${encodeURIComponent(account.email)}`;

    const missing = await api('PUT', path, { body: { password: 'reset-password-1' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(INVALID);
    expect((await api('PUT', path, { body: { password: 'reset-password-1', token: 'made-up' } })).status).toBe(400);
    // The token belongs to another e-mail.
    const elsewhere = await api('PUT', `/api/auth/updatePassword/${encodeURIComponent(other.email)}`, {
      body: { password: 'reset-password-1', token },
    });
    expect(elsewhere.status).toBe(400);

    await pool.query("UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1", [
      account.id,
    ]);
    const expired = await api('PUT', path, { body: { password: 'reset-password-1', token } });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual(INVALID);
    expect(
      (
        await api('POST', '/api/auth/signin', {
          body: { email: account.email, password: account.password },
          ip: clientIp(),
        })
      ).status,
    ).toBe(200);
  });

  it('asks for the e-mail (400) and limits requests per client address (429)', async () => {
    const empty = await api('POST', '/api/auth/forgetPassword', { body: { email: '' }, ip: clientIp() });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ success: false, message: 'Please fill the field' });

    const ip = clientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await api('POST', '/api/auth/forgetPassword', { body: { email: uniqueEmail('nobody') }, ip })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('contact', () => {
  const message = {
    firstName: 'Maria',
    lastName: 'Rossi',
    email: 'maria@example.com',
    subject: 'Pricing for 4 pizzerias',
    message: 'Hello, we run four pizzerias.\nCan we talk?',
  };

  it('stores the message and e-mails it to the operator', async () => {
    const subject = `${message.subject} ${Date.now()}`;
    const res = await api('POST', '/api/auth/contact', { body: { ...message, subject } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Message sent!' });
    const mail = await waitForMail('operator@zestpos.test', (m) => m.subject === `Contact: ${subject}`);
    expect(mail.text).toContain('Maria Rossi <maria@example.com>');
    expect(mail.text).toContain('we run four pizzerias');
    const saved = await pool.query('SELECT first_name, email FROM contact_messages WHERE subject = $1', [subject]);
    expect(saved.rows).toEqual([{ first_name: 'Maria', email: 'maria@example.com' }]);
  });

  it('requires every field and a real e-mail', async () => {
    const missing = await api('POST', '/api/auth/contact', { body: { ...message, subject: '' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please fill out all fields.');
    const bad = await api('POST', '/api/auth/contact', { body: { ...message, email: 'maria-at-example' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please enter a valid email address.');
  });
});
