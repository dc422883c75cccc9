import { createLogger, createPool, ensureDatabase, migrateDatabase } from '@zest/kit';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { dropDatabase } from '../../../tools/test/own-stores';
import { databaseUrl } from '../../../tools/test/support';

// A database of this suite's own, made from the committed migrations and dropped after.
const name = `zest_auth_migrations_${randomUUID().slice(0, 8)}`;
const url = databaseUrl(name);
const log = createLogger('test', 'silent');

afterAll(() => dropDatabase(name));

describe('auth migrations', () => {
  it('create the schema on an empty database, twice in a row and from two replicas at once', async () => {
    await Promise.all([ensureDatabase(url), ensureDatabase(url)]);
    const migrate = () =>
      migrateDatabase({
        url,
        migrationsFolder: join(__dirname, '..', 'migrations'),
        lockName: `${name}:migrations`,
        log,
      });
    await Promise.all([migrate(), migrate()]);
    await migrate();
    const pools = [createPool(url, { max: 2 })];

    const { rows } = await pools[0]!.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(rows.map((r: { table_name: string }) => r.table_name)).toEqual([
      'audit_entries',
      'clock_punches',
      'contact_messages',
      'employee_pay_rates',
      'employee_roles',
      'employees',
      'entitlements',
      'labour_settings',
      'operator_actions',
      'password_resets',
      'pay_periods',
      'restaurants',
      'shift_breaks',
      'shifts',
      'users',
    ]);

    // The time clock's rules hold in the database too: no shift over 16 hours, one open shift a person.
    const shift = (hours: number | null) =>
      pools[0]!.query(
        `INSERT INTO shifts (restaurant_id, employee_id, role, clock_in_at, clock_out_at)
         VALUES (gen_random_uuid(), '00000000-0000-4000-8000-000000000001', 'cashier', now() - interval '20 hours',
                 ${hours === null ? 'null' : `now() - interval '20 hours' + interval '${hours} hours'`})`,
      );
    await expect(shift(17)).rejects.toThrow(/shifts_at_most_16_hours/);
    await shift(null);
    await expect(shift(null)).rejects.toThrow(/shifts_one_open_key/);

    // The database itself refuses an e-mail that is not normalised, and a second account for one e-mail.
    await expect(
      pools[0]!.query("INSERT INTO users (fullname, email, password_hash) VALUES ('A', 'A@B.co', 'x')"),
    ).rejects.toThrow(/users_email_normalised/);
    await pools[0]!.query("INSERT INTO users (fullname, email, password_hash) VALUES ('A', 'a@b.co', 'x')");
    await expect(
      pools[0]!.query("INSERT INTO users (fullname, email, password_hash) VALUES ('B', 'a@b.co', 'y')"),
    ).rejects.toThrow(/users_email_key/);
    await Promise.all(pools.map((p) => p.end()));
  });
});
