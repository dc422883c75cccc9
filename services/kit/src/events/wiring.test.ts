import { SERVICES } from '../core/services';
import { allQueues, EVENT_FLOWS, queuesConsumedBy } from './wiring';

const names = SERVICES.map((s) => s.name);

it('names only services of the list as publishers and consumers', () => {
  for (const flow of EVENT_FLOWS) {
    expect(names).toContain(flow.publisher);
    expect(flow.consumers.length).toBeGreaterThan(0);
    for (const consumer of flow.consumers) expect(names).toContain(consumer);
  }
});

it('gives every queue one name and one consuming service', () => {
  const queues = allQueues().map((q) => q.name);
  expect(new Set(queues).size).toBe(queues.length);
  for (const q of allQueues()) for (const consumer of q.consumer.split(', ')) expect(names).toContain(consumer);
});

it("lists what a service's consumers take: its events, the replays it answers, its own work", () => {
  expect(queuesConsumedBy('drivers').sort()).toEqual(
    ['cashouts', 'employee-events-drivers', 'order-events-drivers', 'restaurant-events-drivers', 'trip-replay'].sort(),
  );
  expect(queuesConsumedBy('billing').sort()).toEqual(['entitlement-replay', 'stripe-events']);
});
