import { api, baseUrl, graphql, newAccount, serviceUrl } from '../../tools/test/support';

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

  it('answers an unknown /api path with 404 JSON', async () => {
    const res = await api('GET', '/api/nothing/here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'No such API path.' });
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

  it('is ready only with its subgraphs, and exposes Prometheus metrics', async () => {
    const ready = await api('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      ready: true,
      checks: { redis: true, auth: true, billing: true, menu: true, orders: true },
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
});
