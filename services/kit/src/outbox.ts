import type { Logger } from 'pino';

/**
 * The publishing side of an outbox (docs/architecture.md#events): a pass that
 * sends whatever is still to send, run after a write commits without making
 * the request wait (calls while one runs make one more pass), and every few
 * seconds for whatever a failed pass left behind.
 */
export class PublishLoop {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly pass: () => Promise<unknown>,
    private readonly log: Logger,
    private readonly what: string,
  ) {}

  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .then(() => undefined)
      .catch((error: unknown) => this.log.warn({ err: error }, `${this.what} not published yet; the sweep retries`))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  startSweeping(everyMs = 5_000): void {
    this.kick();
    this.timer = setInterval(() => this.kick(), everyMs);
    this.timer.unref();
  }

  /** Stops the sweep and waits for a pass under way. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
