/**
 * Every subgraph of the platform, in one list. Adding a service means adding
 * its folder under services/ and one line here: the launcher starts it, the
 * supergraph composes it, the gateway routes to it and its /readyz lists it.
 */
export interface ServiceDefinition {
  /** Subgraph name, folder under services/, and prefix of its env (AUTH_URL, AUTH_DATABASE_URL). */
  readonly name: string;
  /** Default port when run on its own (the launcher assigns ports from the gateway's). */
  readonly port: number;
  /** The service's own PostgreSQL database. */
  readonly database: string;
  /** What it owns, in the product's words (docs/architecture.md#services is generated from it: npm run docs). */
  readonly owns: string;
  /** Keeps a projection of restaurants from auth's restaurant events (kit/events/events.ts). */
  readonly restaurantProjection?: boolean;
  /** Keeps a copy of every restaurant's priced menu from the menu's events (kit/events/events.ts). */
  readonly menuSubscriber?: boolean;
  /** Keeps a projection of orders from the orders service's order events (kit/events/events.ts). */
  readonly orderProjection?: boolean;
  /** Keeps a projection of restaurants' staff (names and roles) from auth's employee events (kit/events/events.ts). */
  readonly employeeProjection?: boolean;
  /** Keeps a projection of driver trips from the drivers service's trip events (kit/events/events.ts). */
  readonly tripProjection?: boolean;
  /** Keeps an audit trail of what moves money or trust, read by the Audit screen (kit/ops/audit.ts). */
  readonly audit?: boolean;
}

export const SERVICES: readonly ServiceDefinition[] = [
  {
    name: 'auth',
    port: 4001,
    database: 'zest_auth',
    owns: 'accounts, sign-in and sessions, password reset, contact messages, restaurants (the tenant), employees, PIN checks, token issuing, the audit list of operator actions',
    audit: true,
  },
  {
    name: 'billing',
    port: 4002,
    database: 'zest_billing',
    owns: "plans, subscriptions, Stripe checkout, portal and webhooks, each owner's entitlement, the local payment sandbox",
  },
  {
    name: 'menu',
    port: 4003,
    database: 'zest_menu',
    owns: 'categories, products and sizes, specials and items, toppings and option sets, sides, sold-out marks; the whole-menu read, the live menu notices',
    restaurantProjection: true,
  },
  {
    name: 'orders',
    port: 4004,
    database: 'zest_orders',
    owns: "customers, orders and their lines, order numbers, totals, voids, receipts and prints, the restaurant's order settings, address suggestions, revenue (a daily rollup), the live order notices",
    restaurantProjection: true,
    menuSubscriber: true,
    tripProjection: true,
    audit: true,
  },
  {
    name: 'drivers',
    port: 4005,
    database: 'zest_drivers',
    owns: 'driver trips (assignments), out for delivery and back, cash-outs, floats, adjustments, the live driver notices',
    restaurantProjection: true,
    orderProjection: true,
    employeeProjection: true,
    audit: true,
  },
];

/** The public entry in front of the subgraphs (not a subgraph itself): its default port, and what it owns. */
export const GATEWAY = {
  name: 'gateway',
  port: 4000,
  owns: 'the public entry: supergraph, REST adapters, OpenAPI, Stripe webhook pass-through, the live order stream, the built web app',
} as const;

export function serviceNamed(name: string): ServiceDefinition {
  const found = SERVICES.find((s) => s.name === name);
  if (!found) throw new Error(`Unknown service "${name}"`);
  return found;
}

/** Env prefix of a service: auth -> AUTH. */
export function envPrefix(name: string): string {
  return name.toUpperCase().replace(/[^A-Z0-9]/g, '_');
}

/** Services that keep a restaurant projection: auth publishes its restaurant events to each. */
export const RESTAURANT_SUBSCRIBERS = SERVICES.filter((s) => s.restaurantProjection).map((s) => s.name);

/** Services that keep a copy of the priced menus: the menu publishes every new version to each. */
export const MENU_SUBSCRIBERS = SERVICES.filter((s) => s.menuSubscriber).map((s) => s.name);
/** Services that keep a projection of orders (drivers): orders publishes its order events to each. */
export const ORDER_SUBSCRIBERS = SERVICES.filter((s) => s.orderProjection).map((s) => s.name);
/** Services that keep a projection of driver trips (orders): drivers publishes its trip events to each. */
export const TRIP_SUBSCRIBERS = SERVICES.filter((s) => s.tripProjection).map((s) => s.name);
/** Services that keep a projection of restaurants' staff (drivers): auth publishes its employee events to each. */
export const EMPLOYEE_SUBSCRIBERS = SERVICES.filter((s) => s.employeeProjection).map((s) => s.name);

/** The public demo account: created at start, flagged by id, exempt from plan limits, never changed. */
export const DEMO_ACCOUNT = { email: 'demo@zestpos.app', password: 'zest-demo', fullname: 'Demo Owner' } as const;

/**
 * Where `npm start` runs its own PostgreSQL and Redis when DATABASE_URL and
 * REDIS_URL are unset (ZEST_PG_PORT and ZEST_REDIS_PORT move them): the
 * launcher and the operator commands that work on the running stack agree here.
 */
export const LOCAL_STORES = {
  postgresPort: 54320,
  redisPort: 63790,
  postgresUser: 'postgres',
  postgresPassword: 'postgres',
} as const;

/** The local PostgreSQL server's URL on a port (each service then uses its own database on it). */
export const localPostgresUrl = (port: number): string =>
  `postgres://${LOCAL_STORES.postgresUser}:${LOCAL_STORES.postgresPassword}@127.0.0.1:${port}/postgres`;
