import { CONTROL_MESSAGE, SERVICES } from '@zest/kit';
import { randomUUID } from 'node:crypto';
import { get, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { api, baseUrl, clientIp, graphql, newAccount, serviceUrl, shortLivedToken } from '../../tools/test/support';

describe('the gateway', () => {
  it('lists every documented auth path with its body schema in /api/openapi.json', async () => {
    const res = await api<{
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } }
        >
      >;
    }>('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const body = (path: string, method: string) =>
      Object.keys(
        res.body.paths[path]?.[method]?.requestBody?.content['application/json']?.schema.properties ?? {},
      ).sort();
    expect(body('/api/auth/signup', 'post')).toEqual(['email', 'fullName', 'password']);
    expect(body('/api/auth/signin', 'post')).toEqual(['email', 'password']);
    expect(res.body.paths['/api/auth/signout']?.post).toBeDefined();
    expect(body('/api/auth/forgetPassword', 'post')).toEqual(['email']);
    expect(body('/api/auth/updatePassword/{email}', 'put')).toEqual(['password', 'token']);
    expect(body('/api/auth/updateUsers/{userId}', 'put')).toEqual(['email', 'fullname', 'password']);
    expect(body('/api/auth/contact', 'post')).toEqual(['email', 'firstName', 'lastName', 'message', 'subject']);
  });

  it('sends the security headers on the web app and REST alike, and no weak ETag of its own', async () => {
    const answers = await Promise.all([fetch(`${baseUrl()}/`), fetch(`${baseUrl()}/api/openapi.json`)]);
    for (const res of answers) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
    expect(answers[1]!.headers.get('etag')).toBeNull();
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    const res = await api('GET', '/api/nothing/here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'No such API path.' });
  });

  it('refuses NUL and other control characters with a 400 and a message, through REST and GraphQL, never a 500', async () => {
    const owner = await newAccount('odd');
    const cases: [string, string, Record<string, unknown>, string?][] = [
      ['POST', '/api/auth/signin', { email: 'nul\u0000@example.com', password: 'whatever-1' }],
      ['POST', '/api/auth/signup', { fullName: 'Bell\u0007', email: 'bell@example.com', password: 'long-enough-1' }],
      [
        'POST',
        '/api/auth/contact',
        { firstName: 'A', lastName: 'B', email: 'a@example.com', subject: 'S', message: 'line one\nnul\u0000' },
      ],
      [
        'PUT',
        `/api/auth/updateUsers/${owner.id}`,
        { fullname: 'Esc\u001b', email: owner.email, password: '' },
        owner.token,
      ],
    ];
    for (const [method, path, body, token] of cases) {
      const res = await api(method, path, { body, token });
      expect([path, res.status, res.body]).toEqual([path, 400, { success: false, message: CONTROL_MESSAGE }]);
    }
    const gql = await graphql('mutation($i: SignInInput!) { signIn(input: $i) { success } }', {
      i: { email: 'nul\u0000@example.com', password: 'whatever-1' },
    });
    expect(gql.errors?.[0]).toMatchObject({ message: CONTROL_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
    // A text area keeps its line breaks.
    const fine = await api('POST', '/api/auth/contact', {
      body: { firstName: 'A', lastName: 'B', email: 'a@example.com', subject: 'S', message: 'line one\nline two' },
    });
    expect(fine.status).toBe(200);
  });

  it('answers malformed JSON with 400 and a body over 100 kB with 413, never a stack trace', async () => {
    const bad = await api('POST', '/api/auth/signin', { rawBody: '{"email": "a@b.co",' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, message: 'The request body is not valid JSON.' });
    const big = await api('POST', '/api/auth/contact', { body: { message: 'x'.repeat(110 * 1024) } });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ success: false, message: 'The request is too large.' });
    const gqlBig = await fetch(`${baseUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ __typename }`, variables: { pad: 'x'.repeat(110 * 1024) } }),
    });
    expect(gqlBig.status).toBe(413);
  });

  it('carries a request id on every response, and keeps the caller’s own', async () => {
    const own = await api('GET', '/api/openapi.json', { headers: { 'x-request-id': 'test-req-123' } });
    expect(own.headers.get('x-request-id')).toBe('test-req-123');
    const fresh = await api('GET', '/api/auth/me');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is ready with the process and Redis, lists each part, and exposes Prometheus metrics', async () => {
    const ready = await api('GET', '/readyz');
    expect(ready.status).toBe(200);
    // Ready: the process and Redis; listed: PostgreSQL (through the services) and each service.
    const parts = ['postgres', ...SERVICES.map((s) => s.name)];
    expect(ready.body).toEqual({
      ready: true,
      checks: { process: true, redis: true },
      parts: Object.fromEntries(parts.map((p) => [p, true])),
    });
    const metrics = await fetch(`${baseUrl()}/metrics`);
    expect(await metrics.text()).toContain('http_request_duration_seconds');
    const authMetrics = await fetch(`${serviceUrl('auth')}/metrics`);
    expect(await authMetrics.text()).toContain('service="auth"');
  });

  it('answers the same profile through REST, GraphQL at the gateway and the subgraph', async () => {
    const account = await newAccount();
    const rest = await api('GET', '/api/auth/me', { token: account.token });
    const query = '{ me { id fullname email role profilePicture demo } }';
    const viaGateway = await graphql(query, {}, { token: account.token });
    const direct = await graphql(query, {}, { token: account.token, url: `${serviceUrl('auth')}/graphql` });
    expect(viaGateway.data?.me).toEqual(rest.body.user);
    expect(direct.data?.me).toEqual(rest.body.user);
  });

  it('serves the web app for any other path (single-page fallback), with no landing page on /graphql', async () => {
    const page = await fetch(`${baseUrl()}/ResetPassword/someone%40example.com?token=abc`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const landing = await fetch(`${baseUrl()}/graphql`, { headers: { accept: 'text/html' } });
    expect(await landing.text()).not.toMatch(/apollo-server-landing-page|embeddable-sandbox|cdn\./i);
  });

  it('rejects GraphQL type mismatches before any resolver (400)', async () => {
    const res = await graphql('mutation { signIn(input: { email: { ne: null }, password: "x" }) { token } }');
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses an operation over budget with a 400 and a message before running it, at the gateway and in a subgraph', async () => {
    const owner = await newAccount('greedy');
    const aliases = (n: number, selection: string) =>
      `query Greedy { ${Array.from({ length: n }, (_, i) => `a${i}: ${selection}`).join(' ')} }`;
    // The auth subgraph knows restaurants without their menus (the menu subgraph adds those).
    const gatewayAsks = 'restaurants { menu { categories { id } } }';
    for (const [url, restaurants] of [
      [undefined, gatewayAsks],
      [`${serviceUrl('auth')}/graphql`, 'restaurants { id name }'],
    ] as const) {
      const refusals = [
        [aliases(2000, 'me { id }'), /its document is over \d+ tokens/],
        [aliases(300, restaurants), /aliases 300 \(at most \d+\)/],
        [aliases(40, 'me { id }'), /aliases 40 \(at most \d+\)/],
      ] as const;
      for (const [query, message] of refusals) {
        const res = await graphql(query, {}, { token: owner.token, url });
        expect(res.status).toBe(400);
        expect(res.data).toBeUndefined();
        expect(res.errors).toEqual([expect.objectContaining({ message: expect.stringMatching(message) })]);
      }
    }
    const fits = await graphql<{ a0: { id: string } }>(aliases(3, 'me { id }'), {}, { token: owner.token });
    expect(fits.data?.a0.id).toBe(owner.id);
  });

  it('sends the web app’s scripts precompressed in the encoding the browser takes, cached for good', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const scripts = [...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    const script = scripts[0]!;
    const plain = await fetch(`${baseUrl()}${script}`, { headers: { 'accept-encoding': 'identity' } });
    const original = Buffer.from(await plain.arrayBuffer());
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const encoding of ['br', 'gzip']) {
      // Node's fetch decodes bodies itself: ask over plain HTTP to see what travels.
      const res = await new Promise<IncomingMessage>((resolve) =>
        get(`${baseUrl()}${script}`, { headers: { 'accept-encoding': `${encoding}, deflate` } }, resolve),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of res) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      expect([res.headers['content-encoding'], res.headers['content-type'], res.headers.vary]).toEqual([
        encoding,
        'text/javascript; charset=utf-8',
        'Accept-Encoding',
      ]);
      expect(res.headers['cache-control']).toMatch(/immutable/);
      expect(body.length).toBeLessThan(original.length / 2);
      expect(encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body)).toEqual(original);
    }
  });

  it('refuses a direct call to a subgraph that brings a made-up gateway verdict instead of a valid token', async () => {
    const owner = await newAccount('forger');
    const claimed = { kind: 'account', id: owner.id, role: 'admin', email: owner.email, demo: false, tokenId: 'x' };
    const payload = Buffer.from(JSON.stringify({ v: claimed, exp: Date.now() + 60_000 })).toString('base64url');
    const ask = async (token: string) => {
      const res = await fetch(`${serviceUrl('auth')}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'x-zest-viewer': `${payload}.${Buffer.alloc(32).toString('base64url')}`,
        },
        body: JSON.stringify({ query: '{ me { id role } }' }),
      });
      return (await res.json()) as {
        data?: { me: { id: string; role: string } | null };
        errors?: { extensions?: { code?: string } }[];
      };
    };
    expect((await ask('not-a-token')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // With its own valid token the forged verdict is ignored: the token is checked in full.
    expect((await ask(owner.token)).data?.me).toEqual({ id: owner.id, role: 'owner' });
  });
});

/** Tokens every road refuses with 401, and what it says: made up, re-signed by nobody, run out, signed out. */
const BAD_TOKENS = (signedOut: { token: string }, expired: string): [string, string][] => {
  const [head, , signature] = signedOut.token.split('.');
  const claims = Buffer.from(JSON.stringify({ kind: 'account', sub: 'x', role: 'admin', email: 'x@example.com' }));
  return [
    ['not-a-token', 'Your session is not valid. Please sign in again.'],
    [`${head}.${claims.toString('base64url')}.${signature}`, 'Your session is not valid. Please sign in again.'],
    [expired, 'Your session has expired. Please sign in again.'],
    [signedOut.token, 'You have signed out. Please sign in again.'],
  ];
};

describe('a bad token on REST', () => {
  it('is answered 401 on every path, a public one too, and a path answered on the direct road', async () => {
    const owner = await newAccount('rest-bad-token');
    const soon = shortLivedToken(owner);
    const signIn = (token?: string) =>
      api('POST', '/api/auth/signin', {
        body: { email: owner.email, password: owner.password },
        token,
        ip: clientIp(),
      });
    const me = (token: string) => api('GET', '/api/auth/me', { token });
    // Learned and answered on the direct road while every token is good.
    for (const token of [owner.token, soon.token, owner.token]) expect((await me(token)).status).toBe(200);
    expect((await signIn(soon.token)).status).toBe(200);

    await soon.untilExpired();
    expect((await api('POST', '/api/auth/signout', { token: owner.token })).status).toBe(200);
    for (const [token, message] of BAD_TOKENS(owner, soon.token)) {
      for (const res of [await signIn(token), await me(token)])
        expect([res.status, res.body]).toEqual([401, { success: false, message }]);
    }
    expect((await signIn()).status).toBe(200);
  });
});

/**
 * The direct road (gateway/src/direct-road.ts): a query the gateway planned
 * as one fetch of one subgraph, asked again, goes to that subgraph as it came.
 * What a caller sees must not change; `gateway_direct_road_total` tells the
 * roads apart. Other suites share the gateway, so counts only ever grow here.
 */
describe('the direct road', () => {
  const roadCount = async (outcome: 'answered' | 'planned') => {
    const text = await (await fetch(`${baseUrl()}/metrics`)).text();
    const line = text
      .split('\n')
      .find((l) => l.startsWith('gateway_direct_road_total') && l.includes(`outcome="${outcome}"`));
    return line ? Number(line.split(' ').pop()) : 0;
  };
  const post = async (query: string, token: string | null, contentType = 'application/json') => {
    const res = await fetch(`${baseUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, operationName: /^query (\w+)/.exec(query)?.[1] }),
    });
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  };
  // A query no other test sends: its first request is planned, the next ones may take the direct road.
  const fresh = () => `query Profile { me { id email fullname role } } # ${randomUUID()}`;

  it('answers a query the plan sends to one subgraph from that subgraph alone, byte for byte as the plan did', async () => {
    const owner = await newAccount('direct');
    const query = fresh();
    const planned = await post(query, owner.token);
    expect(planned.status).toBe(200);
    expect(JSON.parse(planned.text)).toEqual({
      data: { me: { id: owner.id, email: owner.email, fullname: owner.fullName, role: 'owner' } },
    });
    const before = await roadCount('answered');
    const direct = await post(query, owner.token);
    expect(await roadCount('answered')).toBeGreaterThan(before);
    expect(direct).toEqual(planned);
  });

  it('hands a refused token, an ended session and a resolver error to the planned road, which answers as before', async () => {
    const owner = await newAccount('direct-refused');
    const query = fresh();
    const unsigned = await post(query, null);
    await post(query, owner.token); // planned: the road is learned now

    const before = await roadCount('planned');
    expect(await post(query, null)).toEqual(unsigned);
    expect(JSON.parse(unsigned.text).errors[0].extensions).toEqual({ code: 'UNAUTHENTICATED', serviceName: 'auth' });
    const forged = await post(query, 'not-a-token');
    expect(forged.status).toBe(401);
    expect(JSON.parse(forged.text).errors[0].message).toBe('Your session is not valid. Please sign in again.');
    expect((await api('POST', '/api/auth/signout', { token: owner.token })).status).toBe(200);
    const ended = await post(query, owner.token);
    expect(ended.status).toBe(401);
    expect(JSON.parse(ended.text).errors[0].message).toBe('You have signed out. Please sign in again.');
    expect(await roadCount('planned')).toBeGreaterThanOrEqual(before + 2);
  });

  it('answers a forged, expired or signed-out token 401 on a query anyone may ask, once it has learned it', async () => {
    const owner = await newAccount('direct-public');
    const soon = shortLivedToken(owner);
    const query = `query Plans { plans { id name restaurants } } # ${randomUUID()}`;
    const anyone = await post(query, null); // planned: the road is learned now
    expect(anyone.status).toBe(200);
    expect(JSON.parse(anyone.text).data.plans.length).toBeGreaterThan(0);
    const answered = await roadCount('answered');
    for (const token of [null, owner.token, soon.token, null]) expect(await post(query, token)).toEqual(anyone);
    expect(await roadCount('answered')).toBeGreaterThanOrEqual(answered + 4);

    await soon.untilExpired();
    expect((await api('POST', '/api/auth/signout', { token: owner.token })).status).toBe(200);
    for (const [token, message] of BAD_TOKENS(owner, soon.token)) {
      const res = await post(query, token);
      expect([res.status, JSON.parse(res.text)]).toEqual([
        401,
        {
          errors: [
            expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) }),
          ],
        },
      ]);
    }
    // Without a token it is still anyone's, on the direct road.
    expect(await post(query, null)).toEqual(anyone);
  });

  it('keeps a POST that is not JSON refused as cross-site, even for a query it knows', async () => {
    const owner = await newAccount('direct-csrf');
    const query = fresh();
    await post(query, owner.token);
    await post(query, owner.token);
    const plain = await post(query, owner.token, 'text/plain');
    expect(plain.status).toBe(400);
    expect(plain.text).toContain('Cross-Site Request Forgery');
  });
});
