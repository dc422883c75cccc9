import type { Logger } from 'pino';

/**
 * A service process: `start` brings it up and answers how to stop it; the
 * stop runs once, on SIGTERM or SIGINT, then the process exits 0. A process
 * that cannot start says why on stderr and exits 1.
 */
export function runService(name: string, start: () => Promise<{ log: Logger; stop: () => Promise<void> }>): void {
  start()
    .then(({ log, stop }) => {
      let stopping = false;
      const onSignal = async (signal: string) => {
        if (stopping) return;
        stopping = true;
        log.info({ signal }, `${name} stopping`);
        await stop();
        process.exit(0);
      };
      process.once('SIGTERM', () => void onSignal('SIGTERM'));
      process.once('SIGINT', () => void onSignal('SIGINT'));
    })
    .catch((error: unknown) => {
      process.stderr.write(`${name} failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    });
}
