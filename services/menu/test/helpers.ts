import { ENTITLEMENTS_QUEUE, entitlementJobId, type EntitlementChanged } from '@zest/kit';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { api, clientIp, newAccount, type TestAccount } from '../../../tools/test/support';

/** An owner with an active plan and one restaurant, plus sessions scoped to it. */
export interface Tenant {
  owner: TestAccount;
  restaurantId: string;
  manager: string;
  cashier: string;
  driver: string;
}

let version = Date.now();

async function grant(owner: TestAccount) {
  const redis = new Redis(process.env.ZEST_TEST_REDIS_URL_SERVER!, { maxRetriesPerRequest: null });
  const queue = new Queue<EntitlementChanged>(ENTITLEMENTS_QUEUE, { connection: redis });
  try {
    const event = {
      userId: owner.id,
      status: 'active',
      planId: 'test',
      allowance: 3,
      currentPeriodEnd: null,
      version: ++version,
    };
    await queue.add('entitlement', event, { jobId: entitlementJobId(event) });
    for (let i = 0; i < 100; i++) {
      const a = await api('GET', '/api/restaurant/allowance', { token: owner.token });
      if (a.body.status === 'active') return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('entitlement not applied');
  } finally {
    await queue.close();
    redis.disconnect();
  }
}

async function session(path: string, token: string, body: Record<string, string>): Promise<string> {
  const res = await api<{ token: string }>('POST', path, { token, body, ip: clientIp() });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}

export async function newTenant(label = 'menu-owner'): Promise<Tenant> {
  const owner = await newAccount(label);
  await grant(owner);
  const created = await api<Record<string, string>>('POST', `/api/restaurant/createRestaurants/${owner.id}`, {
    token: owner.token,
    body: {
      name: 'Tony’s Pizzeria',
      description: 'Wood-fired',
      security_pin: '4321',
      tax_percentage: '8.875',
      delivery_charge: '3.50',
      full_address: '12 Main St, Springfield',
      phone_number: '555-010-2000',
    },
  });
  if (created.status !== 201) throw new Error(`restaurant: ${created.status} ${JSON.stringify(created.body)}`);
  const restaurantId = created.body.id!;
  for (const [pin, role, name] of [
    ['1111', 'cashier', 'Carla'],
    ['2222', 'driver', 'Dan'],
  ]) {
    const e = await api('POST', '/api/employee/createEmpolyeeProfile', {
      token: owner.token,
      body: { security_pin: '4321', pin, name, role, restaurant_id: restaurantId },
      ip: clientIp(),
    });
    if (e.status !== 201) throw new Error(`employee: ${e.status} ${JSON.stringify(e.body)}`);
  }
  return {
    owner,
    restaurantId,
    manager: await session(`/api/restaurant/openRestaurant/${restaurantId}`, owner.token, { security_pin: '4321' }),
    cashier: await session(`/api/restaurant/cashierScreen/${restaurantId}`, owner.token, { pin: '1111' }),
    driver: await session(`/api/restaurant/driverScreen/${restaurantId}`, owner.token, { pin: '2222' }),
  };
}
