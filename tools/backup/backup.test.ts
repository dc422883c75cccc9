import { execFile } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as launcher from '../test/launcher-runs';

/**
 * npm run backup / npm run restore, round trip on the real launcher: the demo
 * restaurant (its owner, menu, staff, a week of orders with their lines, the
 * driver's trips and cash-out) plus an owner who signed up; backed up while the
 * platform runs, changed and deleted afterwards, restored into the stopped
 * platform, and found exactly as backed up through the API once it runs again.
 */
const PORTS = launcher.launcherPorts('backupLauncher', 3);
const base = `http://127.0.0.1:${PORTS.gateway}`;
jest.setTimeout(300_000);

let dataDir: string;
let run: launcher.Launched | null = null;

async function api<T = Record<string, unknown>>(method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function start() {
  run = launcher.launch('tools/stack/start.ts', launcher.launcherEnv(PORTS, dataDir));
  for (const end = Date.now() + 150_000; !run.stdout().includes('Zest POS is running');) {
    if (Date.now() > end || run.child.exitCode !== null) throw new Error(`no start: ${run.stdout()}${run.stderr()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stop() {
  run!.child.kill('SIGTERM');
  expect(await run!.exited).toBe(0);
  run = null;
}

const cli = (...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', join(launcher.ROOT, 'tools/backup/cli.ts'), ...args], {
    cwd: launcher.ROOT,
    env: launcher.launcherEnv(PORTS, dataDir),
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

const signin = (email: string, password: string) => api('POST', '/api/auth/signin', undefined, { email, password });

interface Demo {
  token: string;
  userId: string;
  restaurantId: string;
}

async function demo(): Promise<Demo> {
  const s = await signin('demo@zestpos.app', 'zest-demo');
  const token = s.body.token as string;
  const userId = (s.body.rest as { id: string }).id;
  const restaurants = await api<{ id: string; name: string }[]>(
    'GET',
    `/api/restaurant/getAllRestaurants/${userId}`,
    token,
  );
  return { token, userId, restaurantId: restaurants.body[0]!.id };
}

/** Everything a person sees of the demo restaurant, through the public API. */
async function seen({ token, userId, restaurantId }: Demo) {
  const orders: unknown[] = [];
  for (let before: number | null = null; ;) {
    const page: { body: { orders: unknown[]; next_before: number | null } } = await api<{
      orders: unknown[];
      next_before: number | null;
    }>('GET', `/api/order/getOrdersByRestaurant/${restaurantId}?limit=100${before ? `&before=${before}` : ''}`, token);
    orders.push(...page.body.orders);
    if (page.body.next_before === null) break;
    before = page.body.next_before;
  }
  const staff = await api<{ id: string; role: string }[]>(
    'GET',
    `/api/employee/restaurant/AllEmployees/${restaurantId}`,
    token,
  );
  const driver = staff.body.find((e) => e.role === 'driver')!;
  return {
    restaurants: (await api('GET', `/api/restaurant/getAllRestaurants/${userId}`, token)).body,
    menu: (await api('GET', `/api/menu/${restaurantId}`, token)).body,
    staff: staff.body,
    orders,
    cashouts: (await api('GET', `/api/driver_orders/cashouts/${driver.id}`, token)).body,
  };
}

beforeAll(async () => {
  dataDir = launcher.scratchDir();
  await start();
});

afterAll(async () => {
  if (run && run.child.exitCode === null) {
    run.child.kill('SIGTERM');
    await run.exited;
  }
  launcher.removeScratch();
});

it('puts back exactly what was backed up, and refuses while the platform runs', async () => {
  const kept = { fullName: 'Kept Owner', email: 'kept@example.com', password: 'kept-password-1' };
  expect((await api('POST', '/api/auth/signup', undefined, kept)).status).toBe(201);
  const owner = await demo();
  // The demo's week reaches the orders service's copies by events (its trips): back up once they have arrived.
  let before = await seen(owner);
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 200));
    const again = await seen(owner);
    const settled = JSON.stringify(again) === JSON.stringify(before);
    before = again;
    if (settled && before.orders.some((o) => (o as { driver: unknown }).driver)) break;
  }
  expect(before.orders.length).toBeGreaterThan(20);
  expect((before.orders[0] as { items: unknown[] }).items.length).toBeGreaterThan(0);
  expect(before.cashouts).not.toEqual([]);

  const backup = await cli('backup');
  expect(backup).toMatchObject({ code: 0 });
  const [, file, size] = /Backup written: (\S+\/backups\/zest-backup-[\dT-]+Z\.tar\.gz) \(([\d.]+ (?:B|kB|MB));/.exec(
    backup.stdout,
  )!;
  expect(existsSync(file!)).toBe(true);
  expect(statSync(file!).size).toBeGreaterThan(1000);
  expect(size).toBeTruthy();

  // Afterwards: an order voided (the demo's are printed), a cashier let go, the restaurant renamed, a new owner signed up.
  const manager = (
    await api('POST', `/api/restaurant/openRestaurant/${owner.restaurantId}`, owner.token, { security_pin: '1234' })
  ).body.token as string;
  // A printed one: the demo's newest order may be minutes old and not printed yet, and that one is deleted, not voided.
  const gone = (before.orders.find((o) => (o as { print_count: number }).print_count > 0) as { id: string }).id;
  expect((await api('DELETE', `/api/order/deleteOrder/${gone}?reason=Comp`, manager)).status).toBe(200);
  const cashier = before.staff.find((e) => e.role === 'cashier')!;
  expect((await api('DELETE', `/api/employee/deleteEmployee/${cashier.id}`, owner.token)).status).toBe(200);
  const renamed = await api(
    'PUT',
    `/api/restaurant/updateRestaurant/${owner.restaurantId}/${owner.userId}`,
    owner.token,
    {
      password: 'zest-demo',
      name: 'Renamed Pizzeria',
    },
  );
  expect(renamed.status).toBe(200);
  const later = { fullName: 'Later Owner', email: 'later@example.com', password: 'later-password-1' };
  expect((await api('POST', '/api/auth/signup', undefined, later)).status).toBe(201);
  const changed = await seen(owner);
  expect(changed.orders.length).toBe(before.orders.length);
  expect(changed.orders.find((o) => (o as { id: string }).id === gone)).toMatchObject({ voided: true });

  // Running: refused, and nothing changed.
  const refused = await cli('restore', file!);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(
    /^Restore failed: The platform is running \(.*\): stop it first.*Nothing was changed\.\n$/,
  );
  expect(await seen(owner)).toEqual(changed);

  await stop();
  const restored = await cli('restore', file!);
  const log = () =>
    readFileSync(join(dataDir, 'logs', 'postgres.log'), 'utf8')
      .split('\n')
      .slice(-30)
      .join('\n');
  expect({ ...restored, log: restored.code ? log() : '' }).toMatchObject({ code: 0, stderr: '', log: '' });
  expect(restored.stdout).toMatch(/zest_orders: \d+ tables, \d+ rows/);
  // The PostgreSQL it started for the restore is stopped again.
  expect(launcher.aliveMentioning([join(dataDir, 'pg')])).toEqual([]);

  await start();
  const after = await demo();
  expect(after.restaurantId).toBe(owner.restaurantId);
  expect(await seen(after)).toEqual(before);
  expect((await signin(kept.email, kept.password)).status).toBe(200);
  expect((await signin(later.email, later.password)).status).toBe(401);
});

it('says what is wrong with a file that is not a backup', async () => {
  expect(await cli('restore', join(dataDir, 'nothing-here.tar.gz'))).toMatchObject({
    code: 1,
    stderr: `Restore failed: There is no backup file at ${join(dataDir, 'nothing-here.tar.gz')}.\n`,
  });
  expect((await cli('restore')).stderr).toMatch(/^Restore failed: Name the backup to restore: npm run restore -- /);
});
