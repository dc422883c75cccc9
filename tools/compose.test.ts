import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { envPrefix, paymentsFrom, serviceNamed, SERVICES } from '@zest/kit';

/**
 * docker-compose.yml as an operator runs it (issue 47, hole 7): every service in production mode, and the
 * payment sandbox, whose webhooks are signed with a public secret, refused unless the operator says the
 * machine is theirs alone.
 */
interface Compose {
  'x-common-env'?: Record<string, string>;
  services: Record<string, { environment?: Record<string, string | number>; depends_on?: Record<string, unknown> }>;
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
      NODE_ENV: String(env.NODE_ENV),
      STRIPE_SANDBOX: env.STRIPE_SANDBOX as 'true',
      LOCAL_SANDBOX: local as 'true' | 'false',
    });
  expect(asRun(unset(String(env.LOCAL_SANDBOX)))).toEqual({
    refused: expect.stringContaining('ZEST_LOCAL_SANDBOX=true'),
  });
  expect(asRun('true')).toMatchObject({ mode: 'sandbox' });
});

/** The services as the repository holds them: a folder under services/ with a process of its own (kit and pricing are libraries). */
const serviceFolders = () =>
  readdirSync(join(__dirname, '..', 'services')).filter((name) =>
    existsSync(join(__dirname, '..', 'services', name, 'src', 'main.ts')),
  );

it('every service in services/ is in the code’s list (the launcher, the supergraph and deploy/k8s follow it)', () => {
  expect(serviceFolders().sort()).toEqual(SERVICES.map((s) => s.name).sort());
});

it.each(serviceFolders())('runs %s from its own image on its own database, and the gateway reaches it', (name) => {
  const s = serviceNamed(name);
  const service = compose.services[name];
  expect(service).toBeDefined();
  const env = service!.environment ?? {};
  expect(env.PORT).toBe(s.port);
  expect(env[`${envPrefix(name)}_DATABASE_URL`]).toMatch(new RegExp(`/${s.database}$`));
  const gateway = compose.services.gateway!;
  expect(gateway.environment![`${envPrefix(name)}_URL`]).toBe(`http://${name}:${s.port}/graphql`);
  expect(gateway.depends_on).toHaveProperty(name);
});

it.each(serviceFolders())('migrates %s in a one-shot of its own image before its replicas start', (name) => {
  const service = compose.services[name] as {
    image?: string;
    environment?: Record<string, unknown>;
    depends_on?: Record<string, { condition: string }>;
  };
  const oneShot = compose.services[`${name}-migrate`] as {
    image?: string;
    command?: string[];
    restart?: string;
    environment?: Record<string, unknown>;
  };
  expect(oneShot.image).toBe(service.image);
  expect(oneShot.command).toEqual(['node', 'services/kit/dist/data/migrate-cli.js', name]);
  expect(oneShot.restart).toBe('no');
  expect(oneShot.environment![`${envPrefix(name)}_DATABASE_URL`]).toBe(
    service.environment![`${envPrefix(name)}_DATABASE_URL`],
  );
  expect(service.environment!.MIGRATE_ON_START).toBe('false');
  expect(service.depends_on![`${name}-migrate`]).toEqual({ condition: 'service_completed_successfully' });
});
