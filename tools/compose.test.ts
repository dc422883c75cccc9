import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { paymentsFrom } from '@zest/kit';

/**
 * docker-compose.yml as an operator runs it (issue 47, hole 7): every service in production mode, and the
 * payment sandbox, whose webhooks are signed with a public secret, refused unless the operator says the
 * machine is theirs alone.
 */
interface Compose {
  'x-common-env'?: Record<string, string>;
  services: Record<string, { environment?: Record<string, string> }>;
}
const compose = parse(readFileSync(join(__dirname, '..', 'docker-compose.yml'), 'utf8'), { merge: true }) as Compose;
/** A ${VAR:-default} as compose reads it with the variable unset. */
const unset = (value: string) => value.replace(/\$\{\w+:-([^}]*)\}/g, '$1');

it('runs every service in production mode', () => {
  for (const [name, service] of Object.entries(compose.services)) {
    const env = service.environment ?? {};
    if ('NODE_ENV' in env) expect([name, env.NODE_ENV]).toEqual([name, 'production']);
  }
  expect(compose.services.billing!.environment!.NODE_ENV).toBe('production');
});

it('refuses billing’s sandbox unless ZEST_LOCAL_SANDBOX says the machine is the operator’s own', () => {
  const env = compose.services.billing!.environment!;
  const asRun = (local: string) =>
    paymentsFrom({
      NODE_ENV: env.NODE_ENV!,
      STRIPE_SANDBOX: env.STRIPE_SANDBOX as 'true',
      LOCAL_SANDBOX: local as 'true' | 'false',
    });
  expect(asRun(unset(env.LOCAL_SANDBOX!))).toEqual({ refused: expect.stringContaining('ZEST_LOCAL_SANDBOX=true') });
  expect(asRun('true')).toMatchObject({ mode: 'sandbox' });
});
