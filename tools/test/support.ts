import { TokenIssuer } from '@zest/kit';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** Helpers for tests that talk to the running test stack as a client would. */
export const baseUrl = () => {
  const url = process.env.ZEST_TEST_BASE_URL;
  if (!url) throw new Error('ZEST_TEST_BASE_URL is not set: run the tests with npm test');
  return url;
};

export const serviceUrl = (name: string): string =>
  (JSON.parse(process.env.ZEST_TEST_SERVICE_URLS ?? '{}') as Record<string, string>)[name]!;

/** A client address of its own per test, so rate limits of one test never touch another. */
export const clientIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${(randomBytes(1)[0]! % 250) + 1}`;

export const uniqueEmail = (label = 'owner') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

const SECRET_KEY = /password|hash|^pin$|pin_?digest|security_?pin/i;

/** No response may carry a password, a PIN or a hash of one: walked on every JSON answer. */
export function assertNoSecrets(value: unknown, path = '$'): void {
  if (typeof value === 'string') {
    if (/^\$argon2/.test(value)) throw new Error(`${path} carries a password hash`);
    return;
  }
  if (Array.isArray(value)) value.forEach((v, i) => assertNoSecrets(v, `${path}[${i}]`));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      // A masked PIN (••••) is what lists show; any other value under such a key is a leak.
      const masked = typeof v === 'string' && /^[•*]+$/.test(v);
      if (SECRET_KEY.test(k) && (typeof v === 'string' || typeof v === 'number') && !masked)
        throw new Error(`${path}.${k} carries a secret`);
      assertNoSecrets(v, `${path}.${k}`);
    }
  }
}

export async function api<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; token?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const res = await fetch(`${baseUrl()}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON; left as text for the assertion to show
  }
  assertNoSecrets(parsed);
  return { status: res.status, body: parsed as T, headers: res.headers };
}

export interface GraphQLAnswer<D = Record<string, unknown>> {
  status: number;
  data?: D | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export async function graphql<D = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; url?: string; ip?: string } = {},
): Promise<GraphQLAnswer<D>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const res = await fetch(options.url ?? `${baseUrl()}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as GraphQLAnswer<D>;
  assertNoSecrets(body);
  return { ...body, status: res.status };
}

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  fullName: string;
  token: string;
}

/** A new owner, signed up and signed in through the REST paths. */
export async function newAccount(label = 'owner'): Promise<TestAccount> {
  const email = uniqueEmail(label);
  const password = `pw-${randomUUID()}`;
  const fullName = `Test ${label}`;
  const ip = clientIp();
  const up = await api('POST', '/api/auth/signup', { body: { fullName, email, password }, ip });
  if (up.status !== 201) throw new Error(`signup failed: ${up.status} ${JSON.stringify(up.body)}`);
  const signin = await api<{ token: string; rest: { id: string } }>('POST', '/api/auth/signin', {
    body: { email, password },
    ip,
  });
  if (signin.status !== 200) throw new Error(`signin failed: ${signin.status} ${JSON.stringify(signin.body)}`);
  return { id: signin.body.rest.id, email, password, fullName, token: signin.body.token };
}

/**
 * A session for a new owner (generation 0, as sign-up leaves it) that expires
 * within `seconds`, signed with the test stack's own key as auth signs them:
 * what a caller holds once a token runs out. `untilExpired` waits for it.
 */
export function shortLivedToken(account: TestAccount, seconds = 2): { token: string; untilExpired(): Promise<void> } {
  const key = readFileSync(join(process.env.ZEST_TEST_DATA_DIR!, 'keys', 'jwt-private.pem'), 'utf8');
  const token = new TokenIssuer(key, seconds).issueAccountToken({
    id: account.id,
    role: 'owner',
    email: account.email,
    demo: false,
    generation: 0,
  });
  const { exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { exp: number };
  return {
    token,
    // A token is expired once the clock's second reaches its `exp`.
    untilExpired: () => new Promise((resolve) => setTimeout(resolve, Math.max(0, exp * 1000 - Date.now()) + 50)),
  };
}

export interface Mail {
  to: string[];
  from: string;
  fromName: string;
  subject: string;
  text: string;
  html: string;
}

/** Waits for a message to reach the test SMTP receiver. */
export async function waitForMail(
  to: string,
  match: (m: Mail) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${process.env.ZEST_TEST_MAIL_URL}/messages?to=${encodeURIComponent(to)}`);
    const found = ((await res.json()) as Mail[]).filter(match);
    if (found.length) return found[found.length - 1]!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

export async function mailsTo(to: string): Promise<Mail[]> {
  const res = await fetch(`${process.env.ZEST_TEST_MAIL_URL}/messages?to=${encodeURIComponent(to)}`);
  return (await res.json()) as Mail[];
}

/** The database of one service on the test server. */
export function databaseUrl(database: string): string {
  const url = new URL(process.env.ZEST_TEST_DATABASE_URL_SERVER!);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A port nobody listens on: taken from the system, then given back. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
