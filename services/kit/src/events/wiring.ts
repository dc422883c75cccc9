import {
  EMPLOYEE_REPLAY_QUEUE,
  employeeEventsQueue,
  ENTITLEMENT_REPLAY_QUEUE,
  ENTITLEMENTS_QUEUE,
  MENU_REPLAY_QUEUE,
  menuEventsQueue,
  ORDER_EVENTS_STREAM,
  ORDER_REPLAY_QUEUE,
  orderEventsQueue,
  RESTAURANT_REPLAY_QUEUE,
  restaurantEventsQueue,
  TRIP_REPLAY_QUEUE,
  tripEventsQueue,
} from './events';
import {
  EMPLOYEE_SUBSCRIBERS,
  MENU_SUBSCRIBERS,
  ORDER_SUBSCRIBERS,
  RESTAURANT_SUBSCRIBERS,
  TRIP_SUBSCRIBERS,
} from '../core/services';

/**
 * How the services meet, in one place: every event (who publishes it, who
 * keeps a projection of it, on which queues) and every queue a service keeps
 * for its own work. `runService` refuses to start a service whose queues
 * differ from what is written here, and the tables of
 * docs/architecture.md are generated from it (`npm run docs`).
 */
export interface EventFlow {
  /** The event type in events.ts. */
  readonly event: string;
  readonly publisher: string;
  /** The services that keep a projection of it (from their flags in services.ts). */
  readonly consumers: readonly string[];
  /** The queue a consumer's events arrive on. */
  readonly queueOf: (consumer: string) => string;
  /** Where a consumer asks for everything, or for a check of what it holds (projection.ts). */
  readonly replayQueue: string;
  /** What the consumer keeps, and the sender's rows it is checked against. */
  readonly projection: string;
  readonly source: string;
  /** The Redis stream the events travel on, a consumer group per consumer (named by queueOf); BullMQ queues when absent. */
  readonly stream?: string;
}

export const EVENT_FLOWS: readonly EventFlow[] = [
  {
    event: 'EntitlementChanged',
    publisher: 'billing',
    consumers: ['auth'],
    queueOf: () => ENTITLEMENTS_QUEUE,
    replayQueue: ENTITLEMENT_REPLAY_QUEUE,
    projection: 'entitlements',
    source: 'billing `entitlements`',
  },
  {
    event: 'RestaurantChanged',
    publisher: 'auth',
    consumers: RESTAURANT_SUBSCRIBERS,
    queueOf: restaurantEventsQueue,
    replayQueue: RESTAURANT_REPLAY_QUEUE,
    projection: 'restaurants',
    source: 'auth `restaurants`',
  },
  {
    event: 'EmployeeChanged',
    publisher: 'auth',
    consumers: EMPLOYEE_SUBSCRIBERS,
    queueOf: employeeEventsQueue,
    replayQueue: EMPLOYEE_REPLAY_QUEUE,
    projection: 'staff',
    source: 'auth `employees`',
  },
  {
    event: 'MenuPublished',
    publisher: 'menu',
    consumers: MENU_SUBSCRIBERS,
    queueOf: menuEventsQueue,
    replayQueue: MENU_REPLAY_QUEUE,
    projection: 'menus (written, version above 0)',
    source: 'menu `menu_versions`',
  },
  {
    event: 'OrderChanged',
    publisher: 'orders',
    consumers: ORDER_SUBSCRIBERS,
    queueOf: orderEventsQueue,
    replayQueue: ORDER_REPLAY_QUEUE,
    projection: 'orders (deliveries)',
    source: 'orders `orders` (deliveries)',
    stream: ORDER_EVENTS_STREAM,
  },
  {
    event: 'TripChanged',
    publisher: 'drivers',
    consumers: TRIP_SUBSCRIBERS,
    queueOf: tripEventsQueue,
    replayQueue: TRIP_REPLAY_QUEUE,
    projection: 'trips',
    source: 'drivers `trips`',
  },
];

/** A queue: who adds its jobs, which service's consumers take them, and what they carry. */
export interface QueueDefinition {
  readonly name: string;
  readonly producer: string;
  readonly consumer: string;
  readonly carries: string;
}

/** Queues a service keeps for its own work (the events' queues are in EVENT_FLOWS). */
export const WORK_QUEUES: readonly QueueDefinition[] = [
  {
    name: 'email',
    producer: 'auth',
    consumer: 'auth',
    carries: 'password-reset e-mails, contact messages to the operators',
  },
  {
    name: 'password-resets',
    producer: 'auth (forgot-password)',
    consumer: 'auth',
    carries: 'a reset request; the consumer decides, unobserved, whether the account exists',
  },
  {
    name: 'operator-actions',
    producer: "any service (an admin's retry or drop)",
    consumer: 'auth',
    carries: '`OperatorAction` for the audit list',
  },
  {
    name: 'stripe-events',
    producer: 'billing (webhook receiver, sandbox)',
    consumer: 'billing',
    carries: 'Stripe events, job id = Stripe event id',
  },
  {
    name: 'orders-housekeeping',
    producer: 'orders (job schedulers)',
    consumer: 'orders',
    carries:
      'purging empty orders, forgetting old Idempotency-Keys, the revenue check, the day’s card check with Stripe',
  },
  {
    name: 'orders-email',
    producer: 'orders (an online checkout, a rejection, ready for pickup, out for delivery)',
    consumer: 'orders',
    carries: "an online order's e-mail to its customer, job id = its kind and order",
  },
  {
    name: 'online-payments',
    producer: 'orders (the Connect webhook, verified; a rejection of an order paid online)',
    consumer: 'orders',
    carries:
      'a Stripe event about an online card payment (job id = event id), or a refund to give (job id = the payment)',
  },
  {
    name: 'cashouts',
    producer: 'drivers (a cash-out request)',
    consumer: 'drivers',
    carries: 'one settlement per key',
  },
];

/** Every queue of the platform: each event's queue per consumer and its replay queue, then the work queues. */
export function allQueues(): QueueDefinition[] {
  const events = EVENT_FLOWS.flatMap((f) => [
    ...[...new Set(f.consumers.map(f.queueOf))].map((name) => ({
      name,
      producer: f.publisher,
      consumer: f.consumers.filter((c) => f.queueOf(c) === name).join(', '),
      carries: f.stream
        ? `\`${f.event}\` on the stream \`${f.stream}\` (its consumer group); a check's report`
        : `\`${f.event}\`; a check's report`,
    })),
    {
      name: f.replayQueue,
      producer: f.consumers.join(', '),
      consumer: f.publisher,
      carries: `a replay or a check of the ${f.projection.split(' ')[0]} projection`,
    },
  ]);
  return [...events, ...WORK_QUEUES];
}

/** The queues a service's consumers take jobs from: what it lists to `runService`. */
export const queuesConsumedBy = (service: string): string[] =>
  allQueues()
    .filter((q) => q.consumer.split(', ').includes(service))
    .map((q) => q.name);

/** The stream and consumer group behind a queue name, when its events travel on a stream (the console's view of it). */
export function streamOfQueue(name: string): { stream: string; group: string } | null {
  for (const flow of EVENT_FLOWS) {
    const group = flow.stream ? flow.consumers.find((c) => flow.queueOf(c) === name) : undefined;
    if (flow.stream && group) return { stream: flow.stream, group };
  }
  return null;
}
