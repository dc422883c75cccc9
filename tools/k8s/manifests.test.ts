import { envPrefix, SERVICES } from '@zest/kit';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

/**
 * deploy/k8s as a cluster would receive it: rendered by kustomize (the Go
 * tool; tools/scripts/ensure-deps.sh installs it), every object checked
 * against the Kubernetes API schemas offline (tools/k8s/validate.ts), and the
 * properties operations rely on checked for every service in the code's list.
 */
const ROOT = join(__dirname, '..', '..');
const K8S = join(ROOT, 'deploy', 'k8s');

function kustomize(): string {
  const onPath = spawnSync('kustomize', ['version']);
  if (onPath.status === 0) return 'kustomize';
  const gopath = spawnSync('go', ['env', 'GOPATH'], { encoding: 'utf8' }).stdout?.trim();
  const built = gopath && join(gopath, 'bin', 'kustomize');
  if (built && existsSync(built)) return built;
  throw new Error('kustomize is missing: go install sigs.k8s.io/kustomize/kustomize/v5@v5.7.1');
}

const validate = (yamlText: string) => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, 'validate.ts')], {
    cwd: ROOT,
    input: yamlText,
    encoding: 'utf8',
  });
  return { code: run.status, ...(JSON.parse(run.stdout) as { checked: number; problems: unknown[] }) };
};

interface Probe {
  httpGet?: { path: string; port: string | number };
  periodSeconds?: number;
  failureThreshold?: number;
}
interface Container {
  name: string;
  image: string;
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
}
interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  spec?: {
    replicas?: number;
    selector?: { matchLabels?: Record<string, string> };
    template?: { metadata: { labels: Record<string, string> }; spec: { containers: Container[] } };
    scaleTargetRef?: { kind: string; name: string };
    minReplicas?: number;
    maxReplicas?: number;
    minAvailable?: number | string;
  };
  data?: Record<string, string>;
}

let rendered: string;
let objects: K8sObject[];
const find = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);
const matches = (selector: Record<string, string> | undefined, labels: Record<string, string>) =>
  !!selector && Object.entries(selector).every(([k, v]) => labels[k] === v);

beforeAll(() => {
  rendered = execFileSync(kustomize(), ['build', K8S], { encoding: 'utf8' });
  objects = parseAllDocuments(rendered).map((d) => d.toJS() as K8sObject);
});

it('renders with kustomize, and every object passes the Kubernetes API schemas', () => {
  const result = validate(rendered);
  expect(result).toEqual({ code: 0, checked: objects.length, problems: [] });
  expect(objects.length).toBeGreaterThan(20);
});

it('the schema check catches a wrong manifest', () => {
  const broken = rendered.replace(/containerPort: 4005/, 'containerPort: "http"');
  expect(broken).not.toBe(rendered);
  expect(validate(broken)).toMatchObject({
    code: 1,
    problems: [{ object: 'Deployment/drivers', error: expect.stringMatching(/containerPort must be integer/) }],
  });
  expect(validate('apiVersion: v1\nkind: Pod\nmetadata: {name: x}\nspec: {containers: "none"}\n').code).toBe(1);
});

describe.each([...SERVICES.map((s) => ({ name: s.name, port: s.port })), { name: 'gateway', port: 4000 }])(
  '$name',
  ({ name, port }) => {
    const deployment = () => find('Deployment', name)!;
    const container = () => deployment().spec!.template!.spec.containers.find((c) => c.name === name)!;

    it('has a Deployment, a Service and a PodDisruptionBudget that select its pods', () => {
      const labels = deployment().spec!.template!.metadata.labels;
      expect(container().image).toMatch(new RegExp(`^zest/${name}:`));
      expect(container().ports).toContainEqual({ name: 'http', containerPort: port });
      const service = find('Service', name) as unknown as { spec: { selector: Record<string, string> } };
      expect(matches(service.spec.selector, labels)).toBe(true);
      const pdb = find('PodDisruptionBudget', name)!;
      expect(matches(pdb.spec!.selector!.matchLabels, labels)).toBe(true);
      expect(pdb.spec!.minAvailable).toBe(1);
    });

    it('is ready on /readyz (its stores answer) and alive on /healthz (the process answers)', () => {
      const { readinessProbe, livenessProbe, startupProbe } = container();
      // The gateway's readiness is internal: on its ops port, which no Service exposes (decision 0075).
      expect(readinessProbe?.httpGet).toEqual({ path: '/readyz', port: name === 'gateway' ? 'ops' : 'http' });
      expect(livenessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
      // A slow first start (migrations) is the startup probe's, so liveness never kills a starting pod.
      expect(startupProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
      expect(startupProbe!.periodSeconds! * startupProbe!.failureThreshold!).toBeGreaterThanOrEqual(60);
    });

    if (name !== 'gateway')
      it('is reached only from the gateway: the NetworkPolicy selects its pods', () => {
        const policy = find('NetworkPolicy', 'subgraphs-from-gateway-only') as unknown as {
          spec: { podSelector: { matchLabels: Record<string, string> } };
        };
        expect(matches(policy.spec.podSelector.matchLabels, deployment().spec!.template!.metadata.labels)).toBe(true);
      });

    if (name !== 'gateway')
      it('reads its own database URL from the secret, and the gateway finds it', () => {
        const prefix = envPrefix(name);
        expect(container().env?.map((e) => e.name)).toContain(`${prefix}_DATABASE_URL`);
        expect(find('ConfigMap', 'zest-config')!.data![`${prefix}_URL`]).toBe(`http://${name}:${port}/graphql`);
        const example = readFileSync(join(K8S, 'secrets.example.yaml'), 'utf8');
        expect((parse(example.split('\n---')[0]!) as { stringData: Record<string, string> }).stringData).toHaveProperty(
          `${prefix}_DATABASE_URL`,
        );
      });
  },
);

it('keeps the gateway’s internals off the public road: no Service port, no Ingress to them, proxies by range', () => {
  const gateway = find('Deployment', 'gateway')!.spec!.template!.spec.containers[0]!;
  const ops = gateway.ports!.find((p) => p.name === 'ops')!;
  const service = find('Service', 'gateway') as unknown as { spec: { ports: { targetPort: string | number }[] } };
  expect(service.spec.ports.map((p) => p.targetPort)).toEqual(['http']);
  expect(service.spec.ports.map((p) => p.targetPort)).not.toContain(ops.containerPort);
  const ingress = find('Ingress', 'zest') as unknown as {
    spec: { rules: { http: { paths: { backend: { service: { port: { name: string } } } }[] } }[] };
  };
  const backends = ingress.spec.rules.flatMap((r) => r.http.paths.map((p) => p.backend.service.port.name));
  expect(new Set(backends)).toEqual(new Set(['http']));
  const env = (gateway as unknown as { env: { name: string; value?: string }[] }).env;
  const trusted = env.find((e) => e.name === 'TRUST_PROXY')!.value!;
  // By address range, never express's names for every private address.
  expect(trusted).toMatch(/^[\d.]+\/\d+$/);
  expect(env.find((e) => e.name === 'OPS_PORT')?.value).toBe(String(ops.containerPort));
});

it('stops a gateway pod inside its grace: the preStop wait and the drain (GATEWAY_DRAIN_SECONDS) fit in it', () => {
  const pod = find('Deployment', 'gateway')!.spec!.template!.spec as unknown as {
    terminationGracePeriodSeconds: number;
    containers: {
      env: { name: string; value?: string }[];
      lifecycle?: { preStop?: { exec?: { command: string[] } } };
    }[];
  };
  const gateway = pod.containers[0]!;
  const [sleep, seconds] = gateway.lifecycle?.preStop?.exec?.command ?? [];
  expect(sleep).toBe('sleep');
  const drain = Number(gateway.env.find((e) => e.name === 'GATEWAY_DRAIN_SECONDS')?.value);
  expect(drain).toBeGreaterThan(0);
  expect(Number(seconds) + drain).toBeLessThan(pod.terminationGracePeriodSeconds);
});

it.each(['orders', 'drivers', 'gateway'])(
  '%s scales on its own: its HorizontalPodAutoscaler owns the count',
  (name) => {
    const hpa = objects.find((o) => o.kind === 'HorizontalPodAutoscaler' && o.spec?.scaleTargetRef?.name === name)!;
    expect(hpa.spec!.scaleTargetRef).toMatchObject({ kind: 'Deployment', name });
    expect(hpa.spec!.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec!.maxReplicas).toBeGreaterThan(hpa.spec!.minReplicas!);
    // A fixed count in the Deployment would fight the autoscaler on every apply.
    expect(find('Deployment', name)!.spec!.replicas).toBeUndefined();
  },
);

/**
 * A probe as the kubelet makes it: a connection of its own each time, so a kept-alive socket the service
 * closed as idle a moment before cannot fail it.
 */
const probe = (url: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });

// That readiness turns false when a store does not answer, and liveness does not: tools/stack/supervision.test.ts.
it('the running services answer /healthz, and /readyz with their database and Redis checked', async () => {
  const urls = JSON.parse(process.env.ZEST_TEST_SERVICE_URLS!) as Record<string, string>;
  for (const s of SERVICES) {
    const health = await probe(`${urls[s.name]}/healthz`);
    expect([s.name, health.status]).toEqual([s.name, 200]);
    const ready = JSON.parse((await probe(`${urls[s.name]}/readyz`)).body) as { ready: boolean; checks: object };
    expect([s.name, ready.ready]).toEqual([s.name, true]);
    expect([s.name, Object.keys(ready.checks).sort()]).toEqual([s.name, expect.arrayContaining(['database', 'redis'])]);
  }
});

describe('PostgreSQL through PgBouncer, migrations as their own step (issue 48)', () => {
  const secrets = () =>
    (
      parse(readFileSync(join(K8S, 'secrets.example.yaml'), 'utf8').split('\n---')[0]!) as {
        stringData: Record<string, string>;
      }
    ).stringData;
  const ini = () => find('ConfigMap', 'pgbouncer')!.data!['pgbouncer.ini']!;
  const setting = (name: string) => new RegExp(`^${name} = (.+)$`, 'm').exec(ini())?.[1];

  it('every service’s queries go through PgBouncer in transaction mode, with statements unnamed', () => {
    for (const s of SERVICES)
      expect(new URL(secrets()[`${envPrefix(s.name)}_DATABASE_URL`]!).host).toBe('pgbouncer:6432');
    expect(setting('pool_mode')).toBe('transaction');
    expect(find('ConfigMap', 'zest-config')!.data!.DATABASE_POOLER).toBe('transaction');
    expect(find('Service', 'pgbouncer')).toBeDefined();
  });

  it('keeps PostgreSQL under its 100 connections whatever the replicas, with room for migrations', () => {
    const perDatabase = Number(setting('max_db_connections'));
    const bouncers = find('Deployment', 'pgbouncer')!.spec!.replicas!;
    expect(perDatabase).toBeGreaterThan(0);
    expect(bouncers * perDatabase * SERVICES.length).toBeLessThanOrEqual(90);
  });

  it('runs every service’s migrations in a Job, straight to PostgreSQL; no pod migrates', () => {
    expect(find('ConfigMap', 'zest-config')!.data!.MIGRATE_ON_START).toBe('false');
    const job = find('Job', 'migrate')!;
    const containers = job.spec!.template!.spec.containers;
    expect(containers.map((c) => c.name).sort()).toEqual(SERVICES.map((s) => s.name).sort());
    for (const c of containers) {
      expect(c.image).toMatch(new RegExp(`^zest/${c.name}:`));
      expect(c.env?.map((e) => e.name)).toContain('MIGRATION_DATABASE_URL');
    }
    expect(new URL(secrets().MIGRATION_DATABASE_URL!).host).not.toMatch(/pgbouncer/);
  });
});
