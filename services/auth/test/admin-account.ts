import { runAdminCommand } from '../src/admin/command';
import { api, clientIp, newAccount, type TestAccount } from '../../../tools/test/support';

/**
 * A new platform admin: signed up, made an admin by the operator command's own
 * code, signed in again (the role is in the token). `stores`: those of a stack
 * other than the test stack.
 */
export async function newAdmin(
  stores: { AUTH_DATABASE_URL?: string; DATABASE_URL?: string; REDIS_URL?: string } = {
    DATABASE_URL: process.env.ZEST_TEST_DATABASE_URL_SERVER,
    REDIS_URL: process.env.ZEST_TEST_REDIS_URL_SERVER,
  },
): Promise<TestAccount> {
  const account = await newAccount('admin');
  const said: string[] = [];
  const code = await runAdminCommand(['add', account.email], stores, (line) => said.push(line));
  if (code !== 0) throw new Error(said.join('\n'));
  const signin = await api<{ token: string; rest: { role: string } }>('POST', '/api/auth/signin', {
    body: { email: account.email, password: account.password },
    ip: clientIp(),
  });
  if (signin.body.rest.role !== 'admin') throw new Error('not an admin after promotion');
  return { ...account, token: signin.body.token };
}
