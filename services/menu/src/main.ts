import { join } from 'node:path';
import {
  addLiveNotice,
  MENU_REPLAY_QUEUE,
  MENU_SUBSCRIBERS,
  RestaurantAccess,
  RestaurantDirectory,
  restaurantEventsQueue,
  runService,
  startReplayConsumer,
  type MenuNotice,
} from '@zest/kit';
import { CategoriesService } from './categories/categories.service';
import { ProductsService } from './categories/products.service';
import { config } from './config';
import { createMenuDatabase } from './db/client';
import { prepareTenantRole, TenantDatabase } from './db/tenant';
import { MenuCache } from './menu/menu-cache';
import { MenuEvents } from './menu/menu-events';
import { MenuScope } from './menu/scope';
import { photoStoreOf } from './photos/choose-store';
import { mountPhotoRoutes } from './photos/photo-routes';
import { PhotosService } from './photos/photos.service';
import { WholeMenu } from './menu/whole-menu';
import { createResolvers } from './resolvers';
import { SidesService } from './sides/sides.service';
import { SoldOutService } from './sold-out/sold-out.service';
import { SpecialsService } from './specials/specials.service';
import { ToppingsService } from './toppings/toppings.service';

/** config → database (migrate, tenant role) → subgraph server → consumers (kit/http/service.ts). */
runService(
  {
    name: 'menu',
    config,
    databaseUrl: config.MENU_DATABASE_URL,
    root: join(__dirname, '..'),
    database: createMenuDatabase,
    queues: [restaurantEventsQueue('menu'), MENU_REPLAY_QUEUE],
  },
  async ({ log, pool, db, redis, consumerRedis, operatorConsole, events: eventSettings, facts }) => {
    const tenantRole = await prepareTenantRole(pool);
    log.info(
      { tenantRole: tenantRole ?? '(the connection role, bound by FORCE ROW LEVEL SECURITY)' },
      'row-level security',
    );
    const tenants = new TenantDatabase(db, tenantRole);
    const restaurants = new RestaurantDirectory(db, 'menu', log, facts);
    const access = new RestaurantAccess(restaurants);
    const cache = new MenuCache(redis, config.MENU_CACHE_SECONDS, log);
    const subscribers = [...new Set([...MENU_SUBSCRIBERS, ...config.MENU_EXTRA_SUBSCRIBERS])];
    const events = new MenuEvents(tenants, redis, subscribers, log, eventSettings.jobs);
    const scope = new MenuScope(tenants, access, async (restaurantId, version) => {
      cache.forget(restaurantId, version - 1);
      events.kick();
      // Every open terminal reads the menu again: a sold-out mark greys at once (decision 0061).
      const notice: MenuNotice = { version, at: new Date().toISOString() };
      await addLiveNotice(redis, restaurantId, 'menu', notice, log);
    });

    const photoStore = photoStoreOf(config);
    log.info({ photos: photoStore.where }, 'item photos');
    const photos = new PhotosService(scope, photoStore.store);
    return {
      routes: (app, http) => mountPhotoRoutes(app, photos, http.contextOf),
      resolvers: createResolvers({
        menu: new WholeMenu(tenants, access, cache),
        categories: new CategoriesService(scope),
        products: new ProductsService(scope),
        specials: new SpecialsService(scope),
        toppings: new ToppingsService(scope),
        sides: new SidesService(scope),
        soldOut: new SoldOutService(scope, access),
        operatorConsole,
      }),
      start: async () => {
        const consumers = consumerRedis
          ? [
              await restaurants.start(consumerRedis, redis, eventSettings),
              startReplayConsumer(MENU_REPLAY_QUEUE, events, consumerRedis, log),
            ]
          : [];
        events.startSweeping();
        return [...consumers, events];
      },
    };
  },
);
