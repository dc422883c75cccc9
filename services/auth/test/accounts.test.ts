import { api, clientIp, graphql, mailsTo, newAccount, uniqueEmail } from '../../../tools/test/support';

describe('sign-up', () => {
  it('creates an account (201) and the e-mail is unique in any case and spacing', async () => {
    const email = uniqueEmail();
    const ip = clientIp();
    const first = await api('POST', '/api/auth/signup', {
      body: { fullName: 'Ann Lee', email, password: 'a-good-password' },
      ip,
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ success: true, message: expect.any(String) });

    const again = await api('POST', '/api/auth/signup', {
      body: { fullName: 'Ann Again', email: `  ${email.toUpperCase()} `, password: 'another-password' },
      ip,
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: 'An account with this email already exists.' });
  });

  it.each([
    ['missing fields', { email: 'x@example.com' }],
    ['blank name', { fullName: '   ', email: 'x@example.com', password: 'a-good-password' }],
    ['an object where a string belongs', { fullName: 'A', email: { $ne: null }, password: 'a-good-password' }],
    ['an array where a string belongs', { fullName: ['A'], email: 'x@example.com', password: 'a-good-password' }],
  ])('refuses %s with the documented message (docs/product.md#account-errors)', async (_label, body) => {
    const res = await api('POST', '/api/auth/signup', { body, ip: clientIp() });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'Please fill out all fields.' });
  });

  it('refuses a malformed e-mail and a short password with clear messages', async () => {
    const bad = await api('POST', '/api/auth/signup', {
      body: { fullName: 'A', email: 'not-an-email', password: 'a-good-password' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please enter a valid email address.');
    const short = await api('POST', '/api/auth/signup', {
      body: { fullName: 'A', email: uniqueEmail(), password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 8 characters.');
  });
});

describe('sign-in', () => {
  it('answers token and rest = {id, fullname, email, role, profilePicture, demo}, and nothing secret', async () => {
    const account = await newAccount();
    const res = await api('POST', '/api/auth/signin', {
      body: { email: `  ${account.email.toUpperCase()}  `, password: account.password },
      ip: clientIp(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: expect.any(String),
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      rest: {
        id: account.id,
        fullname: account.fullName,
        email: account.email,
        role: 'owner',
        profilePicture: null,
        demo: false,
      },
    });
  });

  it('answers a wrong password and an unknown e-mail the same way (401)', async () => {
    const account = await newAccount();
    const wrong = await api('POST', '/api/auth/signin', {
      body: { email: account.email, password: 'nope-nope' },
      ip: clientIp(),
    });
    const unknown = await api('POST', '/api/auth/signin', {
      body: { email: uniqueEmail('ghost'), password: 'nope-nope' },
      ip: clientIp(),
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ success: false, message: 'Invalid email or password.' });
  });

  it.each([
    ['no body', undefined],
    ['missing password', { email: 'a@example.com' }],
    ['empty strings', { email: '', password: '' }],
    ['{"$ne": null} as the e-mail', { email: { $ne: null }, password: 'x' }],
    ['{"$gt": ""} as the password', { email: 'a@example.com', password: { $gt: '' } }],
  ])('refuses %s with 400, never a sign-in', async (_label, body) => {
    const res = await api('POST', '/api/auth/signin', { body, ip: clientIp() });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'Please fill all the fields' });
  });

  const signIn = (email: string, password: string, ip: string) =>
    api('POST', '/api/auth/signin', { body: { email, password }, ip });

  it('locks an account for one address after 5 wrong passwords, even with the right one there', async () => {
    const account = await newAccount();
    const stranger = clientIp();
    for (let i = 0; i < 5; i++) expect((await signIn(account.email, `wrong-${i}`, stranger)).status).toBe(401);
    const locked = await signIn(account.email, account.password, stranger);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in 15 minutes\.$/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  it('a stranger failing 10 times from another address cannot lock the owner out', async () => {
    const account = await newAccount();
    const stranger = clientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await signIn(account.email, `guess-${i}`, stranger)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    const owner = await signIn(account.email, account.password, clientIp());
    expect(owner.status).toBe(200);
  });

  it('failures spread over many addresses slow the account down, never lock it', async () => {
    const account = await newAccount();
    for (let i = 0; i < 20; i++) expect((await signIn(account.email, `spread-${i}`, clientIp())).status).toBe(401);
    // Past 20 failures from anywhere, every try waits a short, growing delay.
    const slowed = await signIn(account.email, account.password, clientIp());
    expect(slowed.status).toBe(429);
    expect(slowed.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ seconds?\.$/);
    expect(Number(slowed.headers.get('retry-after'))).toBeLessThanOrEqual(1);
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await signIn(account.email, account.password, clientIp())).status).toBe(200);
    // The owner's success clears the account's count: the next typo costs nothing.
    expect((await signIn(account.email, 'typo-typo', clientIp())).status).toBe(401);
    expect((await signIn(account.email, account.password, clientIp())).status).toBe(200);
  });

  it('locks a client address out after repeated failures across e-mails', async () => {
    const ip = clientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await api('POST', '/api/auth/signin', {
        body: { email: uniqueEmail('spray'), password: 'guess-guess' },
        ip,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another address is not affected.
    const account = await newAccount();
    const other = await api('POST', '/api/auth/signin', {
      body: { email: account.email, password: account.password },
      ip: clientIp(),
    });
    expect(other.status).toBe(200);
  });
});

describe('tokens', () => {
  it('the profile needs a token: missing, forged or signed out gives 401', async () => {
    const account = await newAccount();
    expect((await api('GET', '/api/auth/me', { token: account.token })).body).toMatchObject({
      success: true,
      user: { id: account.id, email: account.email },
    });
    const missing = await api('GET', '/api/auth/me');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ success: false, message: 'Please sign in to continue.' });

    const [header, payload] = account.token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'admin' }),
    ).toString('base64url');
    const forged = await api('GET', '/api/auth/me', {
      token: `${header}.${forgedPayload}.${account.token.split('.')[2]}`,
    });
    expect(forged.status).toBe(401);
    expect((await api('GET', '/api/auth/me', { token: 'not-a-token' })).status).toBe(401);

    const out = await api('POST', '/api/auth/signout', { token: account.token });
    expect(out.status).toBe(200);
    const after = await api('GET', '/api/auth/me', { token: account.token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('You have signed out. Please sign in again.');
    // GraphQL at the gateway refuses it too.
    const gql = await graphql('{ me { id } }', {}, { token: account.token });
    expect(gql.status).toBe(401);
    expect(gql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('sign-out without a token is 401', async () => {
    expect((await api('POST', '/api/auth/signout')).status).toBe(401);
  });
});

describe('updating the profile', () => {
  it('changes own name and e-mail; an empty password keeps the old one', async () => {
    const account = await newAccount();
    const newEmail = uniqueEmail('renamed');
    const res = await api('PUT', `/api/auth/updateUsers/${account.id}`, {
      token: account.token,
      body: { fullname: '  Ann Renamed ', email: newEmail.toUpperCase(), password: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Profile updated successfully.',
      token: null,
      user: {
        id: account.id,
        fullname: 'Ann Renamed',
        email: newEmail,
        role: 'owner',
        profilePicture: null,
        demo: false,
      },
    });
    const signin = await api('POST', '/api/auth/signin', {
      body: { email: newEmail, password: account.password },
      ip: clientIp(),
    });
    expect(signin.status).toBe(200);
  });

  it('changes the password when one is given', async () => {
    const account = await newAccount();
    const res = await api('PUT', `/api/auth/updateUsers/${account.id}`, {
      token: account.token,
      body: { fullname: account.fullName, email: account.email, password: 'brand-new-password' },
    });
    expect(res.status).toBe(200);
    const old = await api('POST', '/api/auth/signin', {
      body: { email: account.email, password: account.password },
      ip: clientIp(),
    });
    expect(old.status).toBe(401);
    const fresh = await api('POST', '/api/auth/signin', {
      body: { email: account.email, password: 'brand-new-password' },
      ip: clientIp(),
    });
    expect(fresh.status).toBe(200);
  });

  it("refuses another user's profile (403) and changes nothing", async () => {
    const owner = await newAccount('victim');
    const intruder = await newAccount('intruder');
    const res = await api('PUT', `/api/auth/updateUsers/${owner.id}`, {
      token: intruder.token,
      body: { fullname: 'Hacked', email: uniqueEmail('hacked'), password: 'hacked-password' },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: 'You can only change your own account.' });
    const me = await api('GET', '/api/auth/me', { token: owner.token });
    expect(me.body).toMatchObject({ user: { fullname: owner.fullName, email: owner.email } });
    const gql = await graphql(
      'query($id: ID!) { user(id: $id) { email } }',
      { id: owner.id },
      { token: intruder.token },
    );
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(gql.data).toBeNull();
  });

  it('refuses an e-mail that another account uses (409) and missing fields (400)', async () => {
    const a = await newAccount();
    const b = await newAccount();
    const taken = await api('PUT', `/api/auth/updateUsers/${a.id}`, {
      token: a.token,
      body: { fullname: 'A', email: b.email },
    });
    expect(taken.status).toBe(409);
    const missing = await api('PUT', `/api/auth/updateUsers/${a.id}`, {
      token: a.token,
      body: { fullname: '', email: a.email },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please fill out all fields.');
    const unauth = await api('PUT', `/api/auth/updateUsers/${a.id}`, { body: { fullname: 'A', email: a.email } });
    expect(unauth.status).toBe(401);
  });
});

describe('the demo account', () => {
  const demoSignIn = () =>
    api<{ token: string; rest: { id: string } }>('POST', '/api/auth/signin', {
      body: { email: 'demo@zestpos.app', password: 'zest-demo' },
      ip: clientIp(),
    });

  it('exists and signs in with the documented credentials', async () => {
    const res = await demoSignIn();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rest: { email: 'demo@zestpos.app', role: 'owner', demo: true } });
  });

  it('cannot be renamed, re-addressed or given a new password, through REST or GraphQL (403)', async () => {
    const demo = (await demoSignIn()).body;
    const changes = [
      { fullname: 'Demo Owner', email: uniqueEmail('stolen-demo') },
      { fullname: 'Demo Owner', email: 'demo@zestpos.app', password: 'taken-over-now' },
      { fullname: 'Mine now', email: 'demo@zestpos.app' },
    ];
    for (const body of changes) {
      const res = await api('PUT', `/api/auth/updateUsers/${demo.rest.id}`, { token: demo.token, body });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('The demo account is shared by everyone trying Zest POS, so it cannot be changed.');
    }
    const gql = await graphql(
      'mutation($id: ID!) { updateUser(id: $id, input: { fullname: "x", email: "x@example.com", password: "taken-over-now" }) { success } }',
      { id: demo.rest.id },
      { token: demo.token },
    );
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Still the same account, same credentials; its e-mail cannot be registered by anyone else.
    expect((await demoSignIn()).body.rest.id).toBe(demo.rest.id);
    const again = await api('POST', '/api/auth/signup', {
      body: { fullName: 'Impostor', email: 'demo@zestpos.app', password: 'impostor-password' },
      ip: clientIp(),
    });
    expect(again.status).toBe(409);
  });

  it('gets no reset e-mail: its password cannot be changed by a reset either', async () => {
    const res = await api('POST', '/api/auth/forgetPassword', { body: { email: 'demo@zestpos.app' }, ip: clientIp() });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await mailsTo('demo@zestpos.app')).toEqual([]);
  });
});
