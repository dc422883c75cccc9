import { SESSION_ENDED } from '@zest/kit';
import { api, baseUrl, clientIp, graphql, serviceUrl } from '../../../tools/test/support';
import { newTenant, scopedSession, type Tenant } from '../../../tools/test/tenants';

/**
 * A new PIN or role for an employee, or their deletion, changes who can open
 * a terminal: like adding someone, it needs the restaurant security PIN,
 * checked by auth, and each change is on the audit trail. The driver's own
 * session ends at once, at the driver screen's service too. The documented
 * REST paths keep the spec's bodies (docs/decisions/0032-staff-changes-need-the-security-pin.md).
 */
let t: Tenant;
beforeEach(async () => {
  t = await newTenant('staff-changes');
});

const UPDATE = `mutation($id: ID!, $input: UpdateEmployeeInput!) {
  updateEmployee(id: $id, input: $input) { id name role maskedPin }
}`;
const DELETE = `mutation($id: ID!, $securityPin: String) {
  deleteEmployee(id: $id, securityPin: $securityPin) { success message }
}`;

const update = (id: string, input: Record<string, unknown>, ip = clientIp()) =>
  graphql<{ updateEmployee: { name: string; role: string } }>(UPDATE, { id, input }, { token: t.owner.token, ip });
const remove = (id: string, securityPin?: string, ip = clientIp()) =>
  graphql<{ deleteEmployee: { success: boolean } }>(DELETE, { id, securityPin }, { token: t.owner.token, ip });

const refusal = (answer: Awaited<ReturnType<typeof graphql>>) => ({
  code: answer.errors?.[0]?.extensions?.code,
  message: answer.errors?.[0]?.message,
});

const staff = async () =>
  (
    await api<{ id: string; name: string; role: string }[]>(
      'GET',
      `/api/employee/restaurant/AllEmployees/${t.restaurantId}`,
      { token: t.owner.token },
    )
  ).body.map((e) => ({ name: e.name, role: e.role }));

/** The driver screen's own service, asked with the driver's session: what the driver's tablet does. */
const driverScreen = async (token: string) => {
  const answer = await graphql<{ driversOut: unknown[] }>(
    'query($id: ID!) { driversOut(restaurantId: $id) { __typename } }',
    { id: t.restaurantId },
    { token, url: `${serviceUrl('drivers')}/graphql` },
  );
  return answer.errors?.length ? refusal(answer) : 'open';
};

interface Entry {
  kind: string;
  summary: string;
  subject_id: string | null;
}
const trail = async () =>
  (await api<{ entries: Entry[] }>('GET', `/api/order/audit/${t.restaurantId}?limit=200`, { token: t.owner.token }))
    .body.entries;

describe('changing or deleting an employee needs the security PIN', () => {
  it('a new PIN or role without the security PIN, or with a wrong one, changes nothing', async () => {
    expect(refusal(await update(t.driverId, { pin: '5555' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Enter the restaurant security PIN to change Dan’s PIN or role.',
    });
    expect(refusal(await update(t.cashierId, { role: 'driver', securityPin: '9999' }))).toEqual({
      code: 'FORBIDDEN',
      message: 'Incorrect Security Restaurant Pin',
    });
    expect(refusal(await remove(t.driverId))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Enter the restaurant security PIN to delete Dan.',
    });
    expect(refusal(await remove(t.driverId, '9999'))).toEqual({
      code: 'FORBIDDEN',
      message: 'Incorrect Security Restaurant Pin',
    });
    expect(await staff()).toEqual([
      { name: 'Carla', role: 'cashier' },
      { name: 'Dan', role: 'driver' },
    ]);
    // The old PIN still opens the driver screen: nothing changed.
    expect(await driverScreen(t.driver)).toBe('open');
    // A new name alone changes no one's access: no PIN asked.
    expect((await update(t.cashierId, { name: 'Carla R.' })).data?.updateEmployee.name).toBe('Carla R.');
  });

  it("a driver's new PIN, with the security PIN, ends the driver's session at once and is on the trail", async () => {
    expect(await driverScreen(t.driver)).toBe('open');
    const changed = await update(t.driverId, { pin: '5555', securityPin: t.securityPin });
    expect(changed.errors).toBeUndefined();
    expect(await driverScreen(t.driver)).toEqual({
      code: 'UNAUTHENTICATED',
      message: SESSION_ENDED.employeeChanged,
    });
    // The old PIN opens nothing; the new one does.
    const old = await api('POST', `/api/restaurant/driverScreen/${t.restaurantId}`, {
      token: t.owner.token,
      body: { pin: '2222' },
      ip: clientIp(),
    });
    expect(old).toMatchObject({ status: 403, body: { message: 'Incorrect PIN' } });
    const again = await scopedSession(`/api/restaurant/driverScreen/${t.restaurantId}`, t.owner.token, {
      pin: '5555',
    });
    expect(await driverScreen(again)).toBe('open');

    const lines = await trail();
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'employee.pin', summary: 'Changed Dan’s PIN (their open sessions end)' }),
        expect.objectContaining({
          kind: 'pin.security-ok',
          summary: 'Security PIN accepted: changing an employee’s PIN or role',
        }),
      ]),
    );
  });

  it('a cashier made a driver, then deleted with the security PIN: sessions end, each step on the trail', async () => {
    const carlaAsDriver = await update(t.cashierId, { role: 'driver', securityPin: t.securityPin });
    expect(carlaAsDriver.data?.updateEmployee).toMatchObject({ name: 'Carla', role: 'driver' });
    // Her cashier session ended; her PIN now opens the driver screen.
    const probe = await api('GET', `/api/toppingAndSides/get_sides/${t.restaurantId}`, { token: t.cashier });
    expect(probe).toMatchObject({ status: 401, body: { message: SESSION_ENDED.employeeChanged } });
    const carlaDriving = await scopedSession(`/api/restaurant/driverScreen/${t.restaurantId}`, t.owner.token, {
      pin: '1111',
    });
    expect(await driverScreen(carlaDriving)).toBe('open');

    const deleted = await remove(t.cashierId, t.securityPin);
    expect(deleted.data?.deleteEmployee.success).toBe(true);
    expect(await driverScreen(carlaDriving)).toEqual({
      code: 'UNAUTHENTICATED',
      message: SESSION_ENDED.employeeGone,
    });
    expect(await staff()).toEqual([{ name: 'Dan', role: 'driver' }]);

    const kinds = (await trail()).map((e) => `${e.kind}: ${e.summary}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'employee.changed: Changed Carla: role cashier → driver',
        'employee.removed: Removed Carla (driver)',
        'pin.security-ok: Security PIN accepted: deleting an employee',
      ]),
    );
  });

  it('the documented REST paths keep the spec’s bodies for the owner, and check a security PIN sent with them', async () => {
    const wrong = await api('PUT', `/api/employee/updateEmployeeProfile/${t.driverId}`, {
      token: t.owner.token,
      body: { pin: '6666', security_pin: '9999' },
      ip: clientIp(),
    });
    expect(wrong).toMatchObject({
      status: 403,
      body: { success: false, message: 'Incorrect Security Restaurant Pin' },
    });
    const asDocumented = await api('PUT', `/api/employee/updateEmployeeProfile/${t.driverId}`, {
      token: t.owner.token,
      body: { name: 'Dan', pin: '6666', role: 'driver' },
    });
    expect(asDocumented.status).toBe(200);
    expect(await driverScreen(t.driver)).toMatchObject({ message: SESSION_ENDED.employeeChanged });
    const removed = await api('DELETE', `/api/employee/deleteEmployee/${t.driverId}`, {
      token: t.owner.token,
      body: {},
    });
    expect(removed.status).toBe(200);
    expect(await staff()).toEqual([{ name: 'Carla', role: 'cashier' }]);
    // A header a caller sets cannot claim the REST road on GraphQL.
    const forged = await fetch(`${baseUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${t.owner.token}`, 'x-zest-road': 'rest' },
      body: JSON.stringify({ query: DELETE, variables: { id: t.cashierId } }),
    });
    const answer = (await forged.json()) as { errors?: { message: string }[] };
    expect(answer.errors?.[0]?.message).toBe('Enter the restaurant security PIN to delete Carla.');
  });
});
