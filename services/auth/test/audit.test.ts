import { Pool } from 'pg';
import { api, clientIp, databaseUrl } from '../../../tools/test/support';
import { newTenant, type Tenant } from '../../../tools/test/tenants';

/**
 * Auth's lines on the audit trail (docs/product.md#audit): every try of the
 * security PIN, right or wrong, with who tried and what for; employees added,
 * changed, re-PINed and removed; the tax and delivery charge; a new security
 * PIN. Read back as the owner reads them, through the one audit path, and
 * straight from the table for what the path does not show (the detail).
 */
const ZONE = 'Pacific/Kiritimati'; // UTC+14: its calendar day is not UTC's for most of the day
let t: Tenant;
let db: Pool;

beforeAll(async () => {
  t = await newTenant('auth-audit', { timeZone: ZONE });
  db = new Pool({ connectionString: databaseUrl('zest_auth'), max: 2 });
});
afterAll(() => db.end());

interface Entry {
  id: string;
  day: string;
  kind: string;
  summary: string;
  actor: string;
  actor_employee_id: string | null;
  session: string;
  order_id: string | null;
  subject_id: string | null;
  amount_before: string | null;
  amount_after: string | null;
  source: string;
}

const trail = async (query: string) => {
  const res = await api<{ entries: Entry[] }>('GET', `/api/order/audit/${t.restaurantId}?${query}`, {
    token: t.owner.token,
  });
  expect(res.status).toBe(200);
  return res.body.entries;
};

/** The lines written from one client address, oldest first, with what the path does not show. */
const linesFrom = async (ip: string) =>
  (
    await db.query<{ id: string; kind: string; summary: string; detail: Record<string, unknown> }>(
      `SELECT id, kind, summary, detail FROM audit_entries
        WHERE restaurant_id = $1 AND detail->>'clientIp' = $2 ORDER BY at, id`,
      [t.restaurantId, ip],
    )
  ).rows;

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());

/** What the cashier asks the PIN for: voiding one line of an order (auth takes the ids as given). */
const ORDER = '00000000-0000-4000-8000-0000000000c1';
const LINE = '00000000-0000-4000-8000-0000000000c2';
const confirm = (token: string, pin: string, ip: string) =>
  api('POST', `/api/restaurant/confirmSecurityPin/${t.restaurantId}`, {
    token,
    body: { security_pin: pin, action: 'order.void', order_id: ORDER, line_id: LINE },
    ip,
  });

describe('security-PIN tries', () => {
  it('an approval at the cashier screen is Carla’s on the trail, wrong and right, with her address and what for', async () => {
    const ip = clientIp();
    expect(await confirm(t.cashier, '9876', ip)).toMatchObject({ status: 403, body: { message: 'Incorrect PIN.' } });
    expect((await confirm(t.cashier, t.securityPin, ip)).status).toBe(200);

    const [right, wrong] = (await trail(`kind=pin&employee_id=${t.cashierId}`)).filter((e) => e.source === 'auth');
    const carla = {
      actor: 'Carla',
      actor_employee_id: t.cashierId,
      session: 'cashier',
      day: today(),
      order_id: ORDER,
      subject_id: LINE,
    };
    expect(wrong).toMatchObject({
      ...carla,
      kind: 'pin.security-wrong',
      summary: 'Wrong security PIN: a manager’s approval for voiding one line of an order at the cashier screen',
    });
    expect(right).toMatchObject({
      ...carla,
      kind: 'pin.security-ok',
      summary: 'Security PIN accepted: a manager’s approval for voiding one line of an order at the cashier screen',
    });
    const approval = { action: 'order.void', orderId: ORDER, lineId: LINE };
    expect((await linesFrom(ip)).map((l) => l.detail)).toEqual([
      { for: 'step-up', screen: 'cashier', approval, clientIp: ip },
      { for: 'step-up', screen: 'cashier', approval, clientIp: ip },
    ]);
  });

  it('says what each try was for and who made it: the owner by name, a manager session, never an e-mail', async () => {
    const ip = clientIp();
    const owner = t.owner.token;
    const path = (p: string) => `/api/restaurant/${p}/${t.restaurantId}`;
    expect(
      (await api('POST', path('openRestaurant'), { token: owner, body: { security_pin: '9876' }, ip })).status,
    ).toBe(403);
    const openedWithCashierPin = await api('POST', path('cashierScreen'), { token: owner, body: { pin: '1111' }, ip });
    expect(openedWithCashierPin.status).toBe(200);
    expect((await api('POST', path('cashierScreen'), { token: owner, body: { pin: '5555' }, ip })).status).toBe(403);
    expect((await api('POST', path('driverScreen'), { token: owner, body: { pin: t.securityPin }, ip })).status).toBe(
      200,
    );
    const addEve = await api('POST', '/api/employee/createEmpolyeeProfile', {
      token: t.manager,
      body: { security_pin: '9876', pin: '3456', name: 'Eve', role: 'cashier', restaurant_id: t.restaurantId },
      ip,
    });
    expect(addEve).toMatchObject({ status: 403, body: { message: 'Incorrect Security Restaurant Pin' } });
    const del = await api('DELETE', `/api/restaurant/deleteRestaurant/${t.restaurantId}/${t.owner.id}`, {
      token: owner,
      body: { security_pin: '9876' },
      ip,
    });
    expect(del).toMatchObject({ status: 403, body: { message: 'Incorrect PIN.' } });

    // The cashier’s own PIN (1111) is no security-PIN try: six tries, five lines.
    const lines = await linesFrom(ip);
    expect(lines.map((l) => [l.kind, l.summary, l.detail])).toEqual([
      ['pin.security-wrong', 'Wrong security PIN: opening the restaurant', { for: 'open', clientIp: ip }],
      [
        'pin.security-wrong',
        'Wrong PIN: entering the cashier screen (no cashier’s PIN, not the security PIN)',
        { for: 'screen', screen: 'cashier', clientIp: ip },
      ],
      [
        'pin.security-ok',
        'Security PIN accepted: entering the driver screen',
        { for: 'screen', screen: 'driver', clientIp: ip },
      ],
      ['pin.security-wrong', 'Wrong security PIN: adding an employee', { for: 'employee.create', clientIp: ip }],
      ['pin.security-wrong', 'Wrong security PIN: deleting the restaurant', { for: 'restaurant.delete', clientIp: ip }],
    ]);
    const byId = new Map((await trail('kind=pin&limit=200')).map((e) => [e.id, e]));
    const who = lines.map((l) => byId.get(l.id)).map((e) => [e?.actor, e?.session]);
    const name = t.owner.fullName;
    expect(who).toEqual([
      [name, 'owner'],
      [name, 'owner'],
      [name, 'owner'],
      [name, 'manager'],
      [name, 'owner'],
    ]);
    expect(name).not.toContain('@');
  });

  it('leaves a try the throttle refuses off the trail: no PIN was compared', async () => {
    const ip = clientIp();
    for (let i = 0; i < 3; i++) expect((await confirm(t.cashier, '9876', ip)).status).toBe(403);
    expect((await confirm(t.cashier, t.securityPin, ip)).status).toBe(429);
    expect((await linesFrom(ip)).map((l) => l.kind)).toEqual(Array(3).fill('pin.security-wrong'));
  });
});

describe('employees', () => {
  it('added, changed, re-PINed and removed: each the owner’s, about the employee', async () => {
    const ip = clientIp();
    const created = await api<{ id: string }>('POST', '/api/employee/createEmpolyeeProfile', {
      token: t.owner.token,
      body: { security_pin: t.securityPin, pin: '3456', name: 'Eve', role: 'cashier', restaurant_id: t.restaurantId },
      ip,
    });
    expect(created.status).toBe(201);
    const eve = created.body.id;
    const update = (body: Record<string, string>) =>
      api('PUT', `/api/employee/updateEmployeeProfile/${eve}`, { token: t.owner.token, body, ip });
    expect((await update({ name: 'Evelyn', role: 'worker' })).status).toBe(200);
    expect((await update({ pin: '7777' })).status).toBe(200);
    // Refused (Carla's PIN): nothing changed, so nothing on the trail.
    expect((await update({ pin: '1111' })).status).toBe(409);
    // The same name again is no change.
    expect((await update({ name: 'Evelyn' })).status).toBe(200);
    expect((await api('DELETE', `/api/employee/deleteEmployee/${eve}`, { token: t.owner.token, ip })).status).toBe(200);

    const lines = await trail(`kind=employee&employee_id=${eve}`);
    expect(lines.map((e) => [e.kind, e.summary])).toEqual([
      ['employee.removed', 'Removed Evelyn (worker)'],
      ['employee.pin', 'Changed Evelyn’s PIN (their open sessions end)'],
      ['employee.changed', 'Changed Eve: name Eve → Evelyn; role cashier → worker'],
      ['employee.created', 'Added Eve (cashier)'],
    ]);
    for (const line of lines) {
      expect(line).toMatchObject({ actor: t.owner.fullName, session: 'owner', subject_id: eve, source: 'auth' });
    }
    // The security PIN that allowed adding her, as its own line.
    const [ok] = (await linesFrom(ip)).filter((l) => l.kind === 'pin.security-ok');
    expect(ok?.summary).toBe('Security PIN accepted: adding an employee');
  });

  it('a manager session’s changes are the manager’s', async () => {
    const res = await api('PUT', `/api/employee/updateEmployeeProfile/${t.driverId}`, {
      token: t.manager,
      body: { name: 'Daniel' },
    });
    expect(res.status).toBe(200);
    const [line] = await trail(`kind=employee.changed&employee_id=${t.driverId}`);
    expect(line).toMatchObject({
      summary: 'Changed Dan: name Dan → Daniel',
      actor: t.owner.fullName,
      session: 'manager',
      subject_id: t.driverId,
    });
  });
});

describe('the restaurant’s rates', () => {
  const edit = (body: Record<string, string>) =>
    api('PUT', `/api/restaurant/updateRestaurant/${t.restaurantId}/${t.owner.id}`, {
      token: t.owner.token,
      body: { password: t.owner.password, ...body },
    });

  it('a new tax or delivery charge shows before → after; other fields add nothing', async () => {
    expect((await edit({ tax_percentage: '9.5', delivery_charge: '4.25' })).status).toBe(200);
    expect((await edit({ tax_percentage: '7' })).status).toBe(200);
    expect((await edit({ name: 'Tony’s Trattoria', tax_percentage: '7' })).status).toBe(200);

    const lines = await trail('kind=restaurant');
    expect(lines.map((e) => [e.summary, e.amount_before, e.amount_after])).toEqual([
      ['Changed the tax 9.5% → 7%', null, null],
      ['Changed the tax 8.875% → 9.5%; delivery charge $3.50 → $4.25', '3.50', '4.25'],
    ]);
    expect(lines[0]).toMatchObject({ kind: 'restaurant.rates', actor: t.owner.fullName, session: 'owner' });
  });
});

describe('no PIN on the trail', () => {
  it('in no field of any line, the detail included; nor any hash of one', async () => {
    const other = await newTenant('auth-audit-pin', { timeZone: ZONE });
    const changed = await api('PUT', `/api/restaurant/updateRestaurant/${other.restaurantId}/${other.owner.id}`, {
      token: other.owner.token,
      body: { password: other.owner.password, security_pin: '5678' },
    });
    expect(changed.status).toBe(200);
    const [line] = (
      await api<{ entries: Entry[] }>('GET', `/api/order/audit/${other.restaurantId}?kind=restaurant.security-pin`, {
        token: other.owner.token,
      })
    ).body.entries;
    expect(line).toMatchObject({ summary: expect.stringMatching(/new security PIN/), actor: other.owner.fullName });

    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT summary, actor_name, session, approver_name, reason, detail FROM audit_entries
        WHERE restaurant_id = ANY($1)`,
      [[t.restaurantId, other.restaurantId]],
    );
    const secrets = await db.query<{ secret: string }>(
      `SELECT security_pin_hash AS secret FROM restaurants WHERE id = ANY($1)
       UNION ALL SELECT pin_digest FROM employees WHERE restaurant_id = ANY($1)`,
      [[t.restaurantId, other.restaurantId]],
    );
    expect(rows.length).toBeGreaterThan(15);
    expect(secrets.rows.length).toBeGreaterThan(4);
    // Every PIN these tests typed, right or wrong (none is in a name, an address or a summary by chance).
    const typed = ['4321', '1111', '2222', '9876', '5555', '3456', '7777', '5678'];
    for (const row of rows) {
      const text = JSON.stringify(row);
      for (const pin of typed) expect(text).not.toContain(pin);
      for (const { secret } of secrets.rows) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/argon2/);
    }
  });
});

describe('the trail in auth’s database', () => {
  it('cannot be changed or deleted, by the service’s connection role or the table’s owner', async () => {
    const { rows } = await db.query<{ me: string; owner: string; lines: number }>(
      `SELECT current_user AS me, tableowner AS owner,
              (SELECT count(*)::int FROM audit_entries WHERE restaurant_id = $1) AS lines
         FROM pg_tables WHERE tablename = 'audit_entries'`,
      [t.restaurantId],
    );
    const { me, owner, lines } = rows[0]!;
    // Row triggers fire only on rows: there must be some to refuse.
    expect(lines).toBeGreaterThan(0);
    for (const role of new Set([me, owner])) {
      for (const statement of [
        "UPDATE audit_entries SET summary = 'nothing happened' WHERE restaurant_id = $1",
        'DELETE FROM audit_entries WHERE restaurant_id = $1',
        'TRUNCATE audit_entries',
      ]) {
        const client = await db.connect();
        try {
          await client.query('BEGIN');
          await client.query(`SET LOCAL ROLE "${role}"`);
          const values = statement.includes('$1') ? [t.restaurantId] : [];
          await expect(client.query(statement, values)).rejects.toThrow(/append-only|permission denied/);
        } finally {
          await client.query('ROLLBACK');
          client.release();
        }
      }
    }
    const after = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM audit_entries WHERE restaurant_id = $1',
      [t.restaurantId],
    );
    expect(after.rows[0]!.n).toBe(lines);
  });
});
