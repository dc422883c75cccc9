import { SCREEN_ROLES } from '@zest/kit';
import { clientIp, graphql } from '../../../tools/test/support';
import { newTenant, type Tenant } from '../../../tools/test/tenants';

/**
 * One way into every screen role's screen (enterScreen): the employee's own
 * PIN of that role, or the security PIN; the role names the screen, so a new
 * screen role needs no mutation of its own (docs/extending.md#add-a-screen-role).
 */
const ENTER = `mutation Enter($restaurantId: ID!, $role: String!, $pin: String!) {
  enterScreen(restaurantId: $restaurantId, role: $role, pin: $pin) { role employeeId name }
}`;

let t: Tenant;
beforeAll(async () => {
  t = await newTenant('enter-screen');
});

const enter = (role: string, pin: string, token = t.owner.token) =>
  graphql<{ enterScreen: { role: string; employeeId: string | null; name: string } }>(
    ENTER,
    { restaurantId: t.restaurantId, role, pin },
    { token, ip: clientIp() },
  );

it('opens the driver screen with the driver’s PIN and the cashier screen with the cashier’s', async () => {
  expect((await enter('driver', '2222')).data?.enterScreen).toEqual({
    role: 'driver',
    employeeId: t.driverId,
    name: 'Dan',
  });
  expect((await enter('cashier', '1111')).data?.enterScreen).toMatchObject({
    role: 'cashier',
    employeeId: t.cashierId,
  });
});

it('opens every screen with the security PIN as a manager, as the older cashier and driver mutations did', async () => {
  for (const role of SCREEN_ROLES) {
    expect([role, (await enter(role, t.securityPin)).data?.enterScreen]).toEqual([
      role,
      expect.objectContaining({ role: 'manager', employeeId: null }),
    ]);
  }
  // The documented REST path's alias (POST /api/restaurant/cashierScreen) answers the same.
  const alias = await graphql<{ enterCashierScreen: { role: string; employeeId: string | null } }>(
    'mutation($r: ID!, $pin: String!) { enterCashierScreen(restaurantId: $r, pin: $pin) { role employeeId } }',
    { r: t.restaurantId, pin: t.securityPin },
    { token: t.owner.token, ip: clientIp() },
  );
  expect(alias.data?.enterCashierScreen).toEqual({ role: 'manager', employeeId: null });
});

it('refuses a PIN of another role and a screen that does not exist, in words', async () => {
  const wrong = await enter('driver', '1111');
  expect(wrong.data?.enterScreen).toBeFalsy();
  expect(wrong.errors?.[0]?.message).toBeTruthy();
  const chef = await enter('chef', '1111');
  // The screen roles are the registry's: "cashier, driver or worker" today.
  expect(chef.errors?.[0]).toMatchObject({
    message: expect.stringMatching(/^The screen must be .*\bcashier\b.*\bdriver\b.*\bworker\b.*\.$/),
    extensions: { code: 'BAD_USER_INPUT' },
  });
});

it('lets a cashier’s session open only its own screen', async () => {
  const refused = await enter('driver', '2222', t.cashier);
  expect(refused.errors?.[0]).toMatchObject({
    message: 'This session cannot open the driver screen.',
    extensions: { code: 'FORBIDDEN' },
  });
});
