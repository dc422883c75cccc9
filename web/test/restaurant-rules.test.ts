import {
  checkoutProblem,
  formatRenewalDate,
  isActiveSubscription,
  MISSING_SUBSCRIPTION_PARAMETERS,
  restaurantsAllowedLabel,
  safeRedirectUrl,
} from '../src/features/billing/subscription';
import {
  changeNote,
  createdNote,
  createEmployeeInput,
  EMPLOYEE_FIELD_MESSAGES,
  employeeFieldProblems,
  deletedNote,
  listedDrivers,
  listedEmployees,
  roleLabel,
  roleTone,
  updateEmployeeInput,
} from '../src/features/employees/rules';
import { mergePlans, planLimitMessage, PLANS } from '../src/features/billing/plans';
import {
  createRestaurantInput,
  EMPTY_RESTAURANT_FORM,
  OVER_LIMIT_OPEN_LABEL,
  FIELD_MESSAGES,
  firstRestaurantMessage,
  PAY_MESSAGE,
  restaurantGate,
  timeZones,
  updateRestaurantInput,
  type RestaurantAllowance,
  type RestaurantFormValues,
} from '../src/features/restaurants/rules';
import {
  DEFAULT_DROP_CENTS,
  DROP_CHOICES,
  drawerLimitSaved,
  takingLabel,
  takingOptions,
  takingSavedNote,
  voidApprovalLabel,
  voidApprovalOptions,
  voidApprovalSavedNote,
} from '../src/features/restaurants/settingChoices';
import { amountLimitOptions } from '../src/features/restaurants/discountRules';
import { parseScopedSession } from '../src/features/session/scopedSession';
import {
  ALL_FIELDS_MESSAGE,
  deletePhraseProblem,
  isDeleteConfirmed,
  isValidPin,
  PIN_MESSAGE,
} from '../src/ui/format/formRules';
import { centsToInput, dollarsToCents, formatDollars, formatPercent, formatPriceTag } from '../src/ui/format/money';

describe('the PIN rule (docs/product.md#pin-rules: 4 to 6 digits)', () => {
  test.each(['1234', '12345', '123456', '0000'])('%s is a PIN', (pin) => {
    expect(isValidPin(pin)).toBe(true);
  });

  test.each(['', '123', '1234567', '12a4', ' 1234', '12.34', '١٢٣٤'])('%j is not', (pin) => {
    expect(isValidPin(pin)).toBe(false);
  });

  test("deleting needs exactly 'delete it'", () => {
    expect(isDeleteConfirmed('delete it')).toBe(true);
    expect(isDeleteConfirmed('Delete it')).toBe(false);
    expect(isDeleteConfirmed('delete it ')).toBe(false);
    expect(isDeleteConfirmed('')).toBe(false);
  });

  test("a phrase that is almost 'delete it' says what differs, beside the documented message", () => {
    expect(deletePhraseProblem('')).toBeNull();
    expect(deletePhraseProblem('delete it')).toBeNull();
    expect(deletePhraseProblem('Delete it')).toBe("Type 'delete it' to confirm. Type it in small letters.");
    expect(deletePhraseProblem('delete it ')).toBe(
      "Type 'delete it' to confirm. Type it without spaces before or after it.",
    );
    expect(deletePhraseProblem('delete')).toBe("Type 'delete it' to confirm.");
  });
});

describe('money and percent', () => {
  test('integer cents show as dollars with two decimals', () => {
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(5)).toBe('$0.05');
    expect(formatDollars(350)).toBe('$3.50');
    expect(formatDollars(123456)).toBe('$1,234.56');
    expect(formatDollars(-250)).toBe('−$2.50');
  });

  test('a form starts from the dollars, not the cents', () => {
    expect(centsToInput(350)).toBe('3.50');
    expect(centsToInput(0)).toBe('0.00');
  });

  test('tax keeps its own digits', () => {
    expect(formatPercent(8.875)).toBe('8.875%');
    expect(formatPercent(7)).toBe('7%');
    expect(formatPercent(0.1 + 0.2)).toBe('0.3%');
  });

  test('plan prices drop empty cents', () => {
    expect(formatPriceTag(7000)).toBe('$70');
    expect(formatPriceTag(1250)).toBe('$12.50');
    expect(formatPriceTag(0)).toBe('$0');
  });
});

describe('account gating (docs/product.md#gating)', () => {
  const allowance = (overrides: Partial<RestaurantAllowance>): RestaurantAllowance => ({
    status: 'active',
    allowed: 1,
    used: 0,
    exempt: false,
    canCreate: true,
    canOpen: true,
    ...overrides,
  });

  test('an active plan with room: create and open', () => {
    expect(restaurantGate(allowance({}), false)).toEqual({
      canCreate: true,
      canOpen: true,
      limit: null,
      openLabel: 'Open',
    });
  });

  test('at the allowance of a paid plan: no new restaurant, the plan named, not the pay message; opening works', () => {
    const gate = restaurantGate(allowance({ used: 1, canCreate: false }), false);
    expect(gate.canCreate).toBe(false);
    expect(gate.limit).toBe('full');
    expect(gate.canOpen).toBe(true);
    expect(gate.openLabel).toBe('Open');
    expect(planLimitMessage('full', 'Starter', { allowed: 1, used: 1 })).toBe(
      'Your Starter plan includes 1 restaurant, and you have 1. Upgrade your plan to add another restaurant.',
    );
    expect(planLimitMessage('full', null, { allowed: 2, used: 2 })).toMatch(/^Your plan includes 2 restaurants,/);
  });

  test('over the allowance after a downgrade: delete or upgrade', () => {
    const gate = restaurantGate(allowance({ allowed: 1, used: 2, canCreate: false, canOpen: false }), false);
    expect(gate.limit).toBe('over');
    expect(planLimitMessage('over', 'Starter', { allowed: 1, used: 2 })).toBe(
      'Your Starter plan includes 1 restaurant, and you have 2. Upgrade your plan, or delete the extra restaurants to open them again.',
    );
  });

  test('without an active plan: the pay message of docs/product.md#gating', () => {
    const gate = restaurantGate(allowance({ status: 'none', allowed: 0, canCreate: false, canOpen: false }), false);
    expect(gate.limit).toBe('inactive');
    expect(PAY_MESSAGE).toBe('Please go to Dashboard to pay the monthly payment');
  });

  test("an empty list on an active plan invites the first restaurant, with the plan's allowance", () => {
    expect(firstRestaurantMessage(2)).toBe(
      'No restaurants created yet. Your plan includes 2 restaurants: add the first one, then open it with its security PIN.',
    );
    expect(firstRestaurantMessage(null)).toContain('Your plan includes unlimited restaurants');
  });

  test('over the allowance or unpaid: the Open button says why and is disabled', () => {
    const gate = restaurantGate(allowance({ status: 'canceled', canCreate: false, canOpen: false }), false);
    expect(gate.canOpen).toBe(false);
    expect(gate.openLabel).toBe(OVER_LIMIT_OPEN_LABEL);
    expect(gate.openLabel).toBe('Please delete the extra restaurants or pay the monthly payment');
  });

  test('the demo account and exempt accounts have no payment restrictions', () => {
    const unpaid = allowance({ status: 'none', canCreate: false, canOpen: false });
    expect(restaurantGate(unpaid, true).canCreate).toBe(true);
    expect(restaurantGate(unpaid, true).canOpen).toBe(true);
    expect(restaurantGate({ ...unpaid, exempt: true }, false).canCreate).toBe(true);
  });

  test('an allowance that could not be read leaves the decision to the server', () => {
    expect(restaurantGate(null, false).canCreate).toBe(true);
  });
});

describe('the restaurant forms (docs/product.md#restaurants)', () => {
  const filled: RestaurantFormValues = {
    name: "  Luigi's  ",
    description: '',
    securityPin: '4321',
    taxPercentage: '8.875',
    deliveryCharge: '3.50',
    fullAddress: '1 Main St, Springfield',
    phoneNumber: '5551234567',
    timeZone: 'America/New_York',
  };

  test('create: trimmed text, the delivery charge in cents, no description is null', () => {
    expect(createRestaurantInput(filled)).toEqual({
      input: { ...filled, name: "Luigi's", description: null, deliveryCharge: undefined, deliveryChargeCents: 350 },
    });
  });

  test('create: the PIN first, then the other fields (the order the server checks them)', () => {
    const problem = (form: RestaurantFormValues) => {
      const checked = createRestaurantInput(form);
      return 'problem' in checked ? checked.problem : null;
    };
    expect(problem(EMPTY_RESTAURANT_FORM)).toBe(PIN_MESSAGE);
    expect(problem({ ...EMPTY_RESTAURANT_FORM, securityPin: '1234' })).toBe(ALL_FIELDS_MESSAGE);
    expect(problem({ ...filled, phoneNumber: '  ' })).toBe('All fields are required');
    expect(problem({ ...filled, securityPin: '12' })).toBe(PIN_MESSAGE);
    expect(problem({ ...filled, securityPin: '' })).toBe('PIN must be 4 to 6 digits.');
  });

  test('create: beside the summary, each field says what is wrong with it (which rule)', () => {
    const checked = createRestaurantInput({ ...EMPTY_RESTAURANT_FORM, name: "Luigi's", securityPin: '1234' });
    expect(checked).toEqual({
      problem: ALL_FIELDS_MESSAGE,
      fields: {
        taxPercentage: FIELD_MESSAGES.taxMissing,
        deliveryCharge: FIELD_MESSAGES.deliveryMissing,
        fullAddress: FIELD_MESSAGES.addressMissing,
        phoneNumber: FIELD_MESSAGES.phoneMissing,
      },
    });
    const wrong = createRestaurantInput({
      ...filled,
      taxPercentage: '8,875',
      deliveryCharge: '3.505',
      phoneNumber: '12',
    });
    expect(wrong).toEqual({
      problem: FIELD_MESSAGES.tax,
      fields: {
        taxPercentage: FIELD_MESSAGES.tax,
        deliveryCharge: FIELD_MESSAGES.delivery,
        phoneNumber: FIELD_MESSAGES.phone,
      },
    });
    // A dollar sign typed before the charge is not an error.
    expect(createRestaurantInput({ ...filled, deliveryCharge: '$3.50' })).toEqual({
      input: { ...filled, name: "Luigi's", description: null, deliveryCharge: undefined, deliveryChargeCents: 350 },
    });
  });

  // An edit form starts from the restaurant, with an empty PIN (the server never sends it).
  const initial = { ...filled, securityPin: '' };

  test('edit: the password is required', () => {
    expect('problem' in updateRestaurantInput(initial, initial, '   ')).toBe(true);
  });

  test('edit: only changed, filled-in fields are sent; empty ones keep the old value', () => {
    const edited = { ...initial, name: 'Luigi & Sons', description: '', taxPercentage: '' };
    expect(updateRestaurantInput(initial, edited, 'pw')).toEqual({ input: { password: 'pw', name: 'Luigi & Sons' } });
  });

  test('edit: a changed delivery charge is sent in cents; the same amount written otherwise is no change', () => {
    expect(updateRestaurantInput(initial, { ...initial, deliveryCharge: '$4' }, 'pw')).toEqual({
      input: { password: 'pw', deliveryChargeCents: 400 },
    });
    expect(updateRestaurantInput(initial, { ...initial, deliveryCharge: '3.5' }, 'pw')).toEqual({
      input: { password: 'pw' },
    });
  });

  test('edit: a new PIN is sent only when valid', () => {
    expect(updateRestaurantInput(initial, { ...initial, securityPin: '98765' }, 'pw')).toEqual({
      input: { password: 'pw', securityPin: '98765' },
    });
    expect(updateRestaurantInput(initial, { ...initial, securityPin: '98' }, 'pw')).toEqual({
      problem: PIN_MESSAGE,
      fields: { securityPin: PIN_MESSAGE },
    });
  });

  test('the time zone starts at New York, is sent when changed, and must be an IANA zone', () => {
    expect(EMPTY_RESTAURANT_FORM.timeZone).toBe('America/New_York');
    expect(updateRestaurantInput(initial, { ...initial, timeZone: 'America/Chicago' }, 'pw')).toEqual({
      input: { password: 'pw', timeZone: 'America/Chicago' },
    });
    const zoneMessage = 'Time zone must be an IANA zone, like America/New_York.';
    expect(updateRestaurantInput(initial, { ...initial, timeZone: 'Chicago' }, 'pw')).toEqual({
      problem: zoneMessage,
      fields: { timeZone: zoneMessage },
    });
    expect(createRestaurantInput({ ...filled, timeZone: 'Mars/Olympus' })).toEqual({
      problem: zoneMessage,
      fields: { timeZone: zoneMessage },
    });
    expect(timeZones()).toContain('Europe/Paris');
    expect(timeZones()).toContain('America/New_York');
  });
});

describe('employees', () => {
  test('badge colours: cashier blue, driver green, the rest yellow', () => {
    expect(roleTone('cashier')).toBe('cashier');
    expect(roleTone('driver')).toBe('driver');
    expect(roleTone('worker')).toBe('other');
    expect(roleTone('manager')).toBe('other');
    expect(roleLabel('cashier')).toBe('Cashier');
  });

  test('drivers are left out of the list', () => {
    const list = [
      { id: '1', role: 'cashier' },
      { id: '2', role: 'driver' },
      { id: '3', role: 'worker' },
    ];
    expect(listedEmployees(list).map((employee) => employee.id)).toEqual(['1', '3']);
    // …and listed under Drivers instead (docs/product.md#drivers-list).
    expect(listedDrivers(list).map((employee) => employee.id)).toEqual(['2']);
  });

  test('after a change the page says what happened and where the person is now', () => {
    const sam = { name: 'Sam', role: 'cashier' as const };
    expect(changeNote(sam, { ...sam, role: 'driver' }, false)).toBe('Sam is now a driver: find them under Drivers.');
    expect(changeNote({ ...sam, role: 'driver' }, { ...sam, role: 'worker' }, false)).toBe(
      'Sam is now a worker: find them under Employee accounts.',
    );
    expect(changeNote(sam, sam, true)).toBe('Sam’s new PIN works now; the old one stopped on every terminal.');
    expect(changeNote(sam, { ...sam, name: 'Sam R.' }, false)).toBe('Sam R. saved.');
    expect(deletedNote(sam)).toBe('Sam was deleted: their PIN no longer opens any terminal.');
    expect(createdNote({ name: 'Sam', role: 'driver' })).toBe(
      'Sam (Driver) can now sign in with their PIN: find them under Drivers.',
    );
  });

  test('create: all fields, PINs of 4 to 6 digits', () => {
    const form = { name: ' Ana ', pin: '1111', role: 'cashier' as const, securityPin: '4321' };
    expect(createEmployeeInput('r-1', form)).toEqual({
      input: { restaurantId: 'r-1', name: 'Ana', pin: '1111', role: 'cashier', securityPin: '4321' },
    });
    expect(createEmployeeInput('r-1', { ...form, securityPin: '' })).toEqual({ problem: 'All fields are required' });
    expect(createEmployeeInput('r-1', { ...form, pin: '11' })).toEqual({ problem: PIN_MESSAGE });
  });

  test('update: an empty PIN keeps the current one; unchanged fields are not sent', () => {
    const current = { name: 'Ana', role: 'cashier' as const };
    const form = { name: 'Ana', pin: '', role: 'cashier' as const, securityPin: '' };
    expect(updateEmployeeInput(current, { ...form, name: 'Ana Lima' })).toEqual({ input: { name: 'Ana Lima' } });
    expect(updateEmployeeInput(current, { ...form, pin: '2222', role: 'worker', securityPin: '4321' })).toEqual({
      input: { pin: '2222', role: 'worker', securityPin: '4321' },
    });
    expect(updateEmployeeInput(current, { ...form, name: ' ' })).toEqual({ problem: ALL_FIELDS_MESSAGE });
  });

  test('each field says what it lacks, beside the one summary', () => {
    const empty = { name: ' ', pin: '', role: 'cashier' as const, securityPin: '' };
    expect(employeeFieldProblems(empty, null)).toEqual({
      name: EMPLOYEE_FIELD_MESSAGES.name,
      pin: EMPLOYEE_FIELD_MESSAGES.pinMissing,
      securityPin: EMPLOYEE_FIELD_MESSAGES.securityPin,
    });
    expect(employeeFieldProblems({ ...empty, name: 'Ana', pin: '12', securityPin: '4321' }, null)).toEqual({
      pin: PIN_MESSAGE,
    });
    const current = { role: 'cashier' as const };
    // On update an empty PIN keeps the current one, and a new name needs no security PIN.
    expect(employeeFieldProblems({ ...empty, name: 'Ana' }, current)).toEqual({});
    expect(employeeFieldProblems({ ...empty, name: 'Ana', role: 'driver' }, current)).toEqual({
      securityPin: EMPLOYEE_FIELD_MESSAGES.securityPinForChange,
    });
  });

  test('update: a new PIN or role needs the security PIN, a new name does not', () => {
    const current = { name: 'Ana', role: 'cashier' as const };
    const form = { name: 'Ana', pin: '', role: 'cashier' as const, securityPin: '' };
    const needed = { problem: 'Enter the restaurant security PIN to change Ana’s PIN or role.' };
    expect(updateEmployeeInput(current, { ...form, role: 'driver' })).toEqual(needed);
    expect(updateEmployeeInput(current, { ...form, pin: '2222' })).toEqual(needed);
    expect(updateEmployeeInput(current, { ...form, name: 'Ana L.', securityPin: '4321' })).toEqual({
      input: { name: 'Ana L.' },
    });
  });
});

describe('billing', () => {
  test('only an active subscription counts', () => {
    expect(isActiveSubscription('active')).toBe(true);
    expect(isActiveSubscription('past_due')).toBe(false);
    expect(isActiveSubscription('none')).toBe(false);
    expect(isActiveSubscription(undefined)).toBe(false);
  });

  test('restaurants allowed: null is unlimited', () => {
    expect(restaurantsAllowedLabel(null)).toBe('Unlimited');
    expect(restaurantsAllowedLabel(2)).toBe('2');
  });

  test('the renewal date, from ISO text or Unix seconds or milliseconds', () => {
    const utc = { timeZone: 'UTC' };
    expect(formatRenewalDate('2026-03-04T12:00:00Z', utc)).toBe('Mar 4, 2026');
    expect(formatRenewalDate('1772625600', utc)).toBe('Mar 4, 2026');
    expect(formatRenewalDate('1772625600000', utc)).toBe('Mar 4, 2026');
    expect(formatRenewalDate('soon', utc)).toBeNull();
    expect(formatRenewalDate(null)).toBeNull();
  });

  test('subscribing needs the user id, the e-mail and the price id', () => {
    expect(checkoutProblem({ userId: 'u', email: 'a@b.c', priceId: 'price_1' })).toBeNull();
    expect(checkoutProblem({ userId: 'u', email: 'a@b.c', priceId: null })).toBe(MISSING_SUBSCRIPTION_PARAMETERS);
    expect(checkoutProblem({ userId: '', email: 'a@b.c', priceId: 'p' })).toBe('Missing subscription parameters');
  });

  test('the browser only follows http(s) addresses', () => {
    const origin = 'https://zest.example';
    expect(safeRedirectUrl('https://checkout.stripe.com/c/pay/cs_1', origin)).toBe(
      'https://checkout.stripe.com/c/pay/cs_1',
    );
    expect(safeRedirectUrl('/sandbox/checkout/cs_1', origin)).toBe('https://zest.example/sandbox/checkout/cs_1');
    expect(safeRedirectUrl('javascript:alert(1)', origin)).toBeNull();
    expect(safeRedirectUrl('', origin)).toBeNull();
  });

  test("the server's plans carry price ids over the page's descriptions, in the page's order", () => {
    expect(mergePlans(undefined)).toBe(PLANS);
    const merged = mergePlans([
      { id: 'regular', name: 'Regular', priceCents: 12000, restaurants: 2, priceId: 'price_r' },
      { id: 'starter', name: 'Starter', priceCents: 7000, restaurants: 1, priceId: 'price_s' },
      { id: 'enterprise', name: 'Enterprise', priceCents: 25000, restaurants: null, priceId: 'price_e' },
    ]);
    expect(merged.map((plan) => plan.id)).toEqual(['starter', 'regular', 'enterprise']);
    expect(merged[0]).toMatchObject({ monthlyPriceCents: 7000, priceId: 'price_s', restaurants: 1 });
    expect(merged[1]?.featured).toBe(true);
    expect(merged[2]?.restaurants).toBeNull();
  });
});

describe('the restaurant-scoped session', () => {
  const session = {
    token: 't',
    restaurantId: 'r-1',
    role: 'manager',
    employeeId: null,
    name: 'Maria',
    expiresAt: '2030-01-01T00:00:00Z',
  };
  const now = Date.parse('2026-01-01T00:00:00Z');

  test('is read back for its own restaurant', () => {
    expect(parseScopedSession(JSON.stringify(session), 'r-1', now)).toEqual(session);
  });

  test('not for another restaurant, not once expired, not when malformed', () => {
    expect(parseScopedSession(JSON.stringify(session), 'r-2', now)).toBeNull();
    expect(
      parseScopedSession(JSON.stringify({ ...session, expiresAt: '2025-01-01T00:00:00Z' }), 'r-1', now),
    ).toBeNull();
    expect(parseScopedSession(JSON.stringify({ ...session, role: 'owner' }), 'r-1', now)).toBeNull();
    expect(parseScopedSession('{', 'r-1', now)).toBeNull();
    expect(parseScopedSession(null, 'r-1', now)).toBeNull();
  });
});

describe('dollarsToCents', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    [' $3.50 ', 350],
    ['0', 0],
    ['0.1', 10],
    ['19.99', 1999],
  ])('reads %j as %d cents', (typed, cents) => expect(dollarsToCents(typed)).toBe(cents));
  it.each(['', 'abc', '-1', '1.234', '1,50', '1e3'])('refuses %j', (typed) => expect(dollarsToCents(typed)).toBeNull());
});

describe('the void age of the order settings (docs/product.md#order-settings)', () => {
  it('offers always, 30 minutes to 24 hours, with 2 hours marked as the default', () => {
    expect(voidApprovalOptions(120)).toEqual([
      { value: '0', label: 'Always (every void)' },
      { value: '30', label: '30 minutes' },
      { value: '60', label: '1 hour' },
      { value: '120', label: '2 hours (default)' },
      { value: '240', label: '4 hours' },
      { value: '720', label: '12 hours' },
      { value: '1440', label: '24 hours' },
    ]);
  });

  it('keeps a value saved another way among the choices, in order', () => {
    const values = voidApprovalOptions(90).map((option) => option.value);
    expect(values).toEqual(['0', '30', '60', '90', '120', '240', '720', '1440']);
    expect(voidApprovalLabel(90)).toBe('90 minutes');
    expect(voidApprovalLabel(1)).toBe('1 minute');
    expect(voidApprovalOptions(undefined)).toHaveLength(7);
  });

  it('says what was saved', () => {
    expect(voidApprovalSavedNote(0)).toBe('Saved. Every void now needs the security PIN.');
    expect(voidApprovalSavedNote(120)).toBe('Saved. Voids of orders older than 2 hours now need the security PIN.');
    expect(voidApprovalSavedNote(30)).toBe('Saved. Voids of orders older than 30 minutes now need the security PIN.');
  });
});

describe('how long a new order is being taken (docs/product.md#voids)', () => {
  it('offers never, 5 minutes to 1 hour, with 15 minutes marked as the default, and says what was saved', () => {
    expect(takingOptions(15).map((o) => o.label)).toEqual([
      'Never: every removal is a void',
      '5 minutes',
      '10 minutes',
      '15 minutes (default)',
      '30 minutes',
      '1 hour',
    ]);
    expect(takingOptions(45).map((o) => o.value)).toEqual(['0', '5', '10', '15', '30', '45', '60']);
    expect(takingLabel(120)).toBe('2 hours');
    expect(takingSavedNote(15)).toBe(
      'Saved. From the next order, items go freely for 15 minutes while the order is unprinted.',
    );
    expect(takingSavedNote(0)).toBe('Saved. From the next order, removing any saved item is a void with a reason.');
  });
});

describe('the drawers’ limits (docs/decisions/0071-one-ledger.md)', () => {
  it('offers the drop limit with $500.00 as the default, and says what each saved limit means', () => {
    const options = amountLimitOptions(DEFAULT_DROP_CENTS, DROP_CHOICES, DEFAULT_DROP_CENTS);
    expect(options.find((o) => o.value === '50000')?.label).toBe('$500.00 (default)');
    expect(options[0]).toEqual({ value: '0', label: 'Always' });
    expect(drawerLimitSaved('drawerDropApprovalCents', 50000)).toBe(
      'Saved. Drops from one drawer above $500.00 together now need the security PIN.',
    );
    expect(drawerLimitSaved('drawerDropApprovalCents', 0)).toBe('Saved. Every drop now needs the security PIN.');
    expect(drawerLimitSaved('drawerPayoutApprovalCents', 2000)).toBe(
      'Saved. Paid-outs from one drawer above $20.00 together now need the security PIN.',
    );
  });
});
