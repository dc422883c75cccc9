import { allowanceRule } from './entitlements';

describe('restaurant gating (docs/product.md#gating)', () => {
  const rule = (status: string, allowed: number | null, used: number, exempt = false) =>
    allowanceRule({ status, allowed, used, exempt });

  it('creates below the allowance and opens up to it, with an active plan', () => {
    expect(rule('active', 1, 0)).toMatchObject({ canCreate: true, canOpen: true });
    expect(rule('active', 1, 1)).toMatchObject({ canCreate: false, canOpen: true });
    expect(rule('active', 1, 2)).toMatchObject({ canCreate: false, canOpen: false });
    expect(rule('active', null, 40)).toMatchObject({ canCreate: true, canOpen: true });
  });

  it('refuses both without an active plan', () => {
    for (const status of ['none', 'canceled', 'past_due', 'incomplete']) {
      expect(rule(status, 3, 0)).toMatchObject({ canCreate: false, canOpen: false });
    }
  });

  it('needs no plan for the demo account, which holds one restaurant', () => {
    expect(rule('none', 0, 0, true)).toMatchObject({ canCreate: true, canOpen: true });
    expect(rule('none', 0, 1, true)).toMatchObject({ canCreate: false, canOpen: true });
  });
});
