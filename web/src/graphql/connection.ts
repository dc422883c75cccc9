import { ApolloLink } from '@apollo/client';
import { OperationTypeNode, type FormattedExecutionResult } from 'graphql';
import { defer, mergeMap, of, retry, throwError, timer, catchError, tap } from 'rxjs';
import { readServerFailure } from './errors';

/**
 * Whether the app can reach Zest POS right now (docs/architecture.md#failures).
 * While a store or a service is coming back, the gateway answers 503
 * SERVICE_UNAVAILABLE; the app then shows a calm "Reconnecting…" note,
 * sends the call again by itself, and watches /readyz until all is back.
 */
export type ConnectionState = 'online' | 'reconnecting' | 'back';

const PROBE_MS = 2_000;
const BACK_NOTE_MS = 2_500;

type Listener = () => void;

export function createConnection(probe: () => Promise<boolean>) {
  let state: ConnectionState = 'online';
  const listeners = new Set<Listener>();
  let probing: ReturnType<typeof setTimeout> | null = null;
  let fading: ReturnType<typeof setTimeout> | null = null;

  const set = (next: ConnectionState) => {
    if (state === next) return;
    state = next;
    for (const l of listeners) l();
  };
  const stopProbe = () => {
    if (probing) clearTimeout(probing);
    probing = null;
  };
  const back = () => {
    stopProbe();
    if (state !== 'reconnecting') return;
    set('back');
    if (fading) clearTimeout(fading);
    fading = setTimeout(() => set('online'), BACK_NOTE_MS);
  };
  const scheduleProbe = () => {
    if (probing) return;
    probing = setTimeout(() => {
      probing = null;
      void probe()
        .catch(() => false)
        .then((ready) => (ready ? back() : state === 'reconnecting' && scheduleProbe()));
    }, PROBE_MS);
  };

  return {
    get: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** A call could not be answered because something is restarting. */
    lost() {
      if (fading) clearTimeout(fading);
      set('reconnecting');
      scheduleProbe();
    },
    /** A call was answered: whatever was down is back. */
    answered: back,
  };
}

export type Connection = ReturnType<typeof createConnection>;

/** All back: the gateway ready (itself and Redis) and every part it lists (each service, PostgreSQL) up. */
export const readyzProbe = async () => {
  const res = await fetch('/readyz', { cache: 'no-store' });
  const body = (await res.json()) as { ready?: unknown; parts?: Record<string, unknown> };
  return body.ready === true && Object.values(body.parts ?? {}).every((up) => up === true);
};

export const connection = createConnection(readyzProbe);

const isOutageCode = (errors: FormattedExecutionResult['errors']) =>
  !!errors?.some((e) => e.extensions?.['code'] === 'SERVICE_UNAVAILABLE');

/** An answer that says "not now": no field answered, and the reason is an outage. */
function isOutageAnswer(result: FormattedExecutionResult): boolean {
  const nothing = !result.data || Object.values(result.data).every((v) => v === null);
  return nothing && isOutageCode(result.errors);
}

class OutageAnswer extends Error {
  constructor(readonly result: FormattedExecutionResult) {
    super('Zest POS is reconnecting');
  }
}

/**
 * Sends a call again while Zest POS reconnects, up to `giveUpMs`: a 503 means
 * the server did not do it, so a mutation is safe to send again. A call that
 * never got an answer (the network, the gateway itself restarting) is sent
 * again only when it reads: a write may have been done.
 */
export function reconnectingLink(conn: Connection, giveUpMs = 30_000) {
  return new ApolloLink((operation, forward) => {
    const started = Date.now();
    const reads = operation.operationType === OperationTypeNode.QUERY;
    return defer(() => forward(operation)).pipe(
      mergeMap((result) =>
        isOutageAnswer(result as FormattedExecutionResult)
          ? throwError(() => new OutageAnswer(result as FormattedExecutionResult))
          : of(result),
      ),
      retry({
        delay: (error: unknown, count) => {
          const failure = error instanceof OutageAnswer ? null : readServerFailure(error);
          const outage =
            error instanceof OutageAnswer ||
            failure?.code === 'SERVICE_UNAVAILABLE' ||
            (reads && failure?.isNetworkFailure === true && failure.message === null);
          // Past the restaurant's fair share (decision 0057): nothing was done; sent again after the wait it names.
          const share = failure?.code === 'TOO_MANY_REQUESTS' && failure.reason === 'FAIR_SHARE';
          if (share && Date.now() - started <= giveUpMs) return timer((failure.retryAfter ?? 1) * 1_000);
          if (!outage || Date.now() - started > giveUpMs) return throwError(() => error);
          conn.lost();
          return timer(Math.min(1_000 * 2 ** (count - 1), 5_000));
        },
      }),
      // Given up: the screen shows the server's own message.
      catchError((error: unknown) => (error instanceof OutageAnswer ? of(error.result) : throwError(() => error))),
      tap((result) => {
        if (!isOutageCode((result as FormattedExecutionResult).errors)) conn.answered();
      }),
    );
  });
}
