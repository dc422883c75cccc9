/** Events between services: their types and wiring, the queues, outboxes and senders, streams, projections and their checks, live notices. */
export * from './events';
export * from './wiring';
export * from './outbox';
export * from './event-sender';
export * from './event-stream';
export * from './event-settings';
export * from './projection';
export * from './projection-check';
export * from './stream-projection';
export * from './live';
export * from './live-keys';
export * from './queues';
export { OLD_PREFIX } from './old-queues';
