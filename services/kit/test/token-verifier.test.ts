import { generationKey, SESSION_ENDED, TokenIssuer, TokenVerifier } from '../src';
import { Redis } from 'ioredis';
import { generateKeyPairSync, randomUUID } from 'node:crypto';

/**
 * A token's signature is checked once and its claims kept (kit/access/tokens.ts);
 * its expiry and Redis (deny-list, generations) are still asked on every
 * request. Against the test run's own Redis.
 */
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = {
  public: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  private: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
};
const redis = new Redis(process.env.ZEST_TEST_REDIS_URL_SERVER!, { maxRetriesPerRequest: null });
afterAll(() => redis.quit());

const account = () => ({
  id: randomUUID(),
  role: 'owner' as const,
  email: 'kept@example.com',
  demo: false,
  generation: 0,
});

it('still ends a session whose token it already checked, when the credential changes', async () => {
  const verifier = new TokenVerifier(pem.public, redis);
  const user = account();
  const token = new TokenIssuer(pem.private, 3600).issueAccountToken(user);
  expect(await verifier.verify(token)).toMatchObject({ kind: 'account', id: user.id });
  expect(await verifier.verify(token)).toMatchObject({ kind: 'account', id: user.id });
  await redis.set(generationKey.user(user.id), '1', 'EX', 60);
  await expect(verifier.verify(token)).rejects.toThrow(SESSION_ENDED.accountChanged);
});

it('refuses a checked token once it expires', async () => {
  const verifier = new TokenVerifier(pem.public, redis);
  // Two seconds: `exp` is counted in whole seconds, so a one-second token issued late in a second may be over before the first check.
  const token = new TokenIssuer(pem.private, 2).issueAccountToken(account());
  await verifier.verify(token);
  const { exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number };
  await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 50));
  await expect(verifier.verify(token)).rejects.toThrow('Your session has expired. Please sign in again.');
});

it('does not keep a token whose signature is wrong', async () => {
  const verifier = new TokenVerifier(pem.public, redis);
  const token = new TokenIssuer(pem.private, 3600).issueAccountToken(account());
  const [head, body] = token.split('.');
  const forged = `${head}.${body}.${Buffer.alloc(256).toString('base64url')}`;
  await expect(verifier.verify(forged)).rejects.toThrow('Your session is not valid. Please sign in again.');
  await expect(verifier.verify(forged)).rejects.toThrow('Your session is not valid. Please sign in again.');
  expect(await verifier.verify(token)).toMatchObject({ kind: 'account' });
});
