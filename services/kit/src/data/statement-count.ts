import { AsyncLocalStorage } from 'node:async_hooks';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Pool } from 'pg';
import { Histogram, type Registry } from 'prom-client';

/**
 * What one request asked of its database: every statement its connections
 * sent (BEGIN, the row-level security settings and COMMIT included), and the
 * transactions among them. Issue budgets (docs/scale.md) are kept by a test
 * reading these from /metrics, per GraphQL operation.
 */
interface Tally {
  statements: number;
  transactions: number;
  /** The operation's root fields, once Apollo has resolved it: the metric's label. */
  operation: string | null;
}

const current = new AsyncLocalStorage<Tally>();
let counting = false;

/** From now on this process counts (COUNT_STATEMENTS=true); until then nothing is tracked. */
export function startCountingStatements(): void {
  counting = true;
}

/** Between the statements of one simple query that carries several (tenancy.ts read). */
export const STATEMENT_SEPARATOR = ';\n';

const textOf = (query: unknown): string => {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
};

/** Work a request starts but does not wait for (an outbox kick): its statements are not the request's. */
export const detached = <T>(work: () => T): T => (counting ? current.exit(work) : work());

/** Every statement sent on this pool's connections counts to the request that sent it. */
export function countStatements(pool: Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const tally = counting ? current.getStore() : undefined;
      if (tally) {
        const text = textOf(args[0]);
        tally.statements += text.split(STATEMENT_SEPARATOR).length;
        if (/^\s*begin\b/i.test(text)) tally.transactions++;
      }
      return query(...args);
    };
  });
}

export type StatementMetrics = ReturnType<typeof statementMetrics>;

/** Statements and transactions per GraphQL operation, as Prometheus histograms. */
export function statementMetrics(registry: Registry) {
  const buckets = [0, 1, 2, 3, 4, 5, 6, 8, 10, 15, 20, 30, 50, 100];
  const statements = new Histogram({
    name: 'zest_db_statements_per_operation',
    help: 'SQL statements one GraphQL operation sent, BEGIN and COMMIT included',
    labelNames: ['operation'] as const,
    buckets,
    registers: [registry],
  });
  const transactions = new Histogram({
    name: 'zest_db_transactions_per_operation',
    help: 'Explicit transactions one GraphQL operation opened',
    labelNames: ['operation'] as const,
    buckets,
    registers: [registry],
  });

  return {
    /** Runs one request with its own tally, and records it under its operation's root fields. */
    async measure<T>(work: () => Promise<T>): Promise<T> {
      if (!counting) return work();
      const tally: Tally = { statements: 0, transactions: 0, operation: null };
      try {
        return await current.run(tally, work);
      } finally {
        if (tally.operation) {
          statements.observe({ operation: tally.operation }, tally.statements);
          transactions.observe({ operation: tally.operation }, tally.transactions);
        }
      }
    },
  };
}

/** Names the request's tally after the operation's root fields ("createOrder", "order"). */
export const operationTally: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        const tally = current.getStore();
        if (!tally || !operation) return;
        tally.operation = operation.selectionSet.selections
          .map((s) => (s.kind === 'Field' ? s.name.value : '…'))
          .filter((name) => name !== '__typename')
          .join(',');
      },
    };
  },
};
