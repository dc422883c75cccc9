import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { DEMO_ACCOUNT, SESSION_ENDED } from '@zest/kit';
import { runAdminCommand, type AdminCommandEnv } from '../src/admin/command';
import {
  api,
  clientIp,
  freePort,
  graphql,
  newAccount,
  uniqueEmail,
  type TestAccount,
} from '../../../tools/test/support';

/**
 * Admins are made by the operator command (npm run admin), never by sign-up,
 * and a change of role ends the account's sessions at once. The command runs
 * here on the test stack's PostgreSQL and Redis, as it does on npm start's.
 */
const stores = (): AdminCommandEnv => ({
  DATABASE_URL: process.env.ZEST_TEST_DATABASE_URL_SERVER,
  REDIS_URL: process.env.ZEST_TEST_REDIS_URL_SERVER,
});

async function admin(...args: string[]) {
  const lines: string[] = [];
  const code = await runAdminCommand(args, stores(), (line) => lines.push(line));
  return { code, said: lines.join('\n') };
}

interface SignedIn {
  token: string;
  rest: { id: string; role: string };
}

async function signIn(account: { email: string; password: string }) {
  const res = await api<SignedIn>('POST', '/api/auth/signin', {
    body: { email: account.email, password: account.password },
    ip: clientIp(),
  });
  expect(res.status).toBe(200);
  return res.body;
}

const me = (token: string) => api<{ user: { role: string }; message?: string }>('GET', '/api/auth/me', { token });

describe('sign-up never makes an admin', () => {
  it('a role in the REST sign-up body is ignored: the account is an owner', async () => {
    const account = { fullName: 'Eve Sneaky', email: uniqueEmail('eve'), password: 'pw-long-enough-1' };
    const up = await api('POST', '/api/auth/signup', {
      body: { ...account, role: 'admin', isAdmin: true },
      ip: clientIp(),
    });
    expect(up.status).toBe(201);
    const signedIn = await signIn(account);
    expect(signedIn.rest.role).toBe('owner');
    expect((await me(signedIn.token)).body.user.role).toBe('owner');
  });

  it('GraphQL sign-up has no role to set: the input is refused and no account is made', async () => {
    const email = uniqueEmail('eve');
    const res = await graphql(
      'mutation { signUp(input: { fullName: "Eve Sneaky", email: "' +
        email +
        '", password: "pw-long-enough-1", role: admin }) { success } }',
      {},
      { ip: clientIp() },
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const signin = await api('POST', '/api/auth/signin', {
      body: { email, password: 'pw-long-enough-1' },
      ip: clientIp(),
    });
    expect(signin.status).toBe(401);
  });
});

describe('npm run admin', () => {
  it('add: the account is an admin from its next sign-in; its open session ends at once', async () => {
    const account = await newAccount('promoted');
    // E-mails are found as sign-in finds them (case and spaces do not matter).
    const added = await admin('add', ` ${account.email.toUpperCase()} `);
    expect(added).toEqual({
      code: 0,
      said: `${account.email} is now an admin. Their sessions have ended: they sign in again to act as admin.`,
    });

    const old = await me(account.token);
    expect(old.status).toBe(401);
    expect(old.body.message).toBe(SESSION_ENDED.accountChanged);

    const again = await signIn(account);
    expect(again.rest.role).toBe('admin');
    expect((await me(again.token)).body.user.role).toBe('admin');
    expect((await admin('list')).said).toContain(`${account.email}  ${account.fullName}  (${account.id})`);

    // Asking twice changes nothing, and does not end the new session.
    expect(await admin('add', account.email)).toEqual({ code: 0, said: `${account.email} is already an admin.` });
    expect((await me(again.token)).status).toBe(200);
  });

  it("remove: a demoted admin's token stops working at once; the next sign-in is an owner's", async () => {
    const account = await newAccount('demoted');
    const other = await newAccount('other');
    expect((await admin('add', account.email)).code).toBe(0);
    const asAdmin = await signIn(account);
    const read = `query { user(id: "${other.id}") { email } }`;
    expect((await graphql(read, {}, { token: asAdmin.token })).data).toEqual({ user: { email: other.email } });

    expect(await admin('remove', account.email)).toEqual({
      code: 0,
      said: `${account.email} is no longer an admin. Their sessions have ended.`,
    });
    const refused = await graphql(read, {}, { token: asAdmin.token });
    expect(refused.status).toBe(401);
    expect(refused.errors?.[0]?.message).toBe(SESSION_ENDED.accountChanged);

    const asOwner = await signIn(account);
    expect(asOwner.rest.role).toBe('owner');
    expect((await graphql(read, {}, { token: asOwner.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await admin('list')).said).not.toContain(account.email);
    expect(await admin('remove', account.email)).toEqual({ code: 0, said: `${account.email} is not an admin.` });
  });

  it('refuses the demo account and unknown e-mails, and explains its usage', async () => {
    const demo = await admin('add', DEMO_ACCOUNT.email);
    expect(demo.code).toBe(1);
    expect(demo.said).toMatch(/demo account .* cannot be an admin/);
    expect((await signIn(DEMO_ACCOUNT)).rest.role).toBe('owner');

    const unknown = uniqueEmail('nobody');
    expect(await admin('add', unknown)).toEqual({
      code: 1,
      said: `No account has the e-mail ${unknown}. The person signs up first.`,
    });

    for (const args of [[], ['add'], ['promote', 'x@example.com'], ['list', 'x@example.com'], ['add', 'a@b.c', 'd']]) {
      const usage = await admin(...args);
      expect(usage.code).toBe(2);
      expect(usage.said).toMatch(/^Usage: npm run admin -- add EMAIL/);
    }
  });
});

describe('the command as npm runs it', () => {
  const ROOT = join(__dirname, '..', '..', '..');

  /** services/auth/dist/admin/cli.js (what `npm run admin` runs after building), with only the given stores. */
  async function cli(args: string[], env: NodeJS.ProcessEnv) {
    const clean = { ...process.env };
    for (const key of ['AUTH_DATABASE_URL', 'DATABASE_URL', 'REDIS_URL', 'ZEST_PG_PORT', 'ZEST_REDIS_PORT'])
      delete clean[key];
    const child = spawn(process.execPath, [join(ROOT, 'services', 'auth', 'dist', 'admin', 'cli.js'), ...args], {
      cwd: ROOT,
      env: { ...clean, ...env },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    return { code, output };
  }

  it('adds and lists against DATABASE_URL and REDIS_URL', async () => {
    const account: TestAccount = await newAccount('cli');
    const env = { DATABASE_URL: stores().DATABASE_URL, REDIS_URL: stores().REDIS_URL };
    expect(await cli(['add', account.email], env)).toMatchObject({
      code: 0,
      output: expect.stringContaining('is now an admin'),
    });
    const listed = await cli(['list'], env);
    expect(listed.code).toBe(0);
    expect(listed.output).toContain(account.email);
  });

  it('without a running stack it says what to do, exits 1, and prints no stack trace', async () => {
    const free = await freePort();
    const run = await cli(['list'], { ZEST_PG_PORT: String(free) });
    expect(run.code).toBe(1);
    expect(run.output.trim()).toBe(
      `PostgreSQL at 127.0.0.1:${free}/zest_auth did not answer (ECONNREFUSED). Start Zest POS (npm start), or set DATABASE_URL.`,
    );
  });
});
