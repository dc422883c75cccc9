import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import {
  DEFAULT_EVENT_CONFIG,
  eventJobs,
  menuEventsQueue,
  menuJobId,
  redisForCommands,
  type RedisClient,
  RestaurantAccess,
  RestaurantDirectory,
  type MenuPublished,
  type RequestContext,
  queueOptions,
} from '@zest/kit';
import { ownDatabase, ownRedis, silentLog } from '../../../tools/test/own-stores';
import { createMenuDatabase } from '../src/db/client';
import { menuVersions } from '../src/db/schema';
import { prepareTenantRole, TenantDatabase } from '../src/db/tenant';
import { MenuEvents } from '../src/menu/menu-events';
import { MenuScope } from '../src/menu/scope';
import { SidesService } from '../src/sides/sides.service';

/**
 * Nothing is lost when Redis is away: a menu write commits and is recorded as
 * still to publish; once Redis is back, the sweep sends the newest menu.
 * The menu's parts run in the test process on a database and a Redis of this
 * suite's own, so no running service publishes (or marks published) first.
 */
const redis = ownRedis('menuRedis');
const ownerId = randomUUID();
const restaurantId = randomUUID();
const ctx: RequestContext = {
  requestId: 'test',
  clientIp: '127.0.0.1',
  origin: null,
  token: 't',
  viewer: {
    kind: 'account',
    id: ownerId,
    role: 'owner',
    email: 'o@example.com',
    demo: false,
    tokenId: 'x',
    expiresAt: 0,
  },
  authError: null,
  log: silentLog,
};

let database: Awaited<ReturnType<typeof ownDatabase<ReturnType<typeof createMenuDatabase>>>>;
let commands: RedisClient;
let events: MenuEvents;
let sides: SidesService;

beforeAll(async () => {
  await redis.start();
  database = await ownDatabase('menu', join(__dirname, '..', 'migrations'), createMenuDatabase);
  const tenants = new TenantDatabase(database.db, await prepareTenantRole(database.pool));
  const directory = new RestaurantDirectory(database.db, 'menu', silentLog);
  await directory.apply({
    id: restaurantId,
    ownerId,
    name: 'Outbox Pizza',
    fullAddress: '1 Main St',
    phoneNumber: '5550100',
    taxPercentage: 8,
    deliveryChargeCents: 300,
    timeZone: 'America/New_York',
    deleted: false,
    version: 1,
  });
  commands = redisForCommands({ REDIS_URL: redis.url });
  commands.on('error', () => undefined);
  events = new MenuEvents(tenants, commands, ['outbox'], silentLog, eventJobs(DEFAULT_EVENT_CONFIG));
  sides = new SidesService(new MenuScope(tenants, new RestaurantAccess(directory), () => events.kick()));
});

afterAll(async () => {
  await events.close();
  commands.disconnect();
  await redis.remove();
  await database.close();
});

const versions = async () =>
  (await database.db.select().from(menuVersions).where(eq(menuVersions.restaurantId, restaurantId)))[0]!;

async function publishedMenu(version: number): Promise<MenuPublished> {
  const reader = new Redis(redis.url, { maxRetriesPerRequest: null });
  const queue = new Queue<MenuPublished>(menuEventsQueue('outbox'), queueOptions(menuEventsQueue('outbox'), reader));
  try {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const job = await queue.getJob(menuJobId({ restaurantId, version }));
      if (job) return job.data;
      if (Date.now() > deadline) throw new Error(`version ${version} was not published`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await queue.close();
    reader.disconnect();
  }
}

it('keeps a write made while Redis is away, and publishes it once Redis is back', async () => {
  await sides.create(ctx, { restaurantId, name: 'Fries', basePriceCents: 350 });
  expect((await publishedMenu(1)).menu.sides.map((s) => s.name)).toEqual(['Fries']);

  await redis.stop();
  await sides.create(ctx, { restaurantId, name: 'Slaw', basePriceCents: 275 });
  // The write is in the database, and marked as still to publish.
  expect(await versions()).toMatchObject({ version: 2, publishedVersion: 1 });

  await redis.start();
  await events.publishPending();
  const menu = await publishedMenu(2);
  expect(menu.menu.sides.map((s) => [s.name, s.basePriceCents])).toEqual([
    ['Fries', 350],
    ['Slaw', 275],
  ]);
  expect(await versions()).toMatchObject({ version: 2, publishedVersion: 2 });
});
