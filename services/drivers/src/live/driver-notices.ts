import { addLiveNotice, type DriverChange, type DriverNotice, type Logger, type RedisClient } from '@zest/kit';

/**
 * After a change on the driver screen commits: a `driver` notice on the
 * restaurant's live stream (the same stream the order notices are on,
 * docs/decisions/0014-live-order-stream.md), so every driver screen of the
 * restaurant reads its lists again without a reload.
 */
export class DriverNotices {
  constructor(
    private readonly redis: RedisClient,
    private readonly log: Logger,
  ) {}

  tell(restaurantId: string, change: DriverChange, o: { driverId?: string | null; orderIds?: string[] } = {}) {
    const notice: DriverNotice = {
      change,
      driverId: o.driverId ?? null,
      orderIds: o.orderIds ?? [],
      at: new Date().toISOString(),
    };
    return addLiveNotice(this.redis, restaurantId, 'driver', notice, this.log);
  }
}
