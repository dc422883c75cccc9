import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { createConnection, reconnectingLink, type ConnectionState } from '../src/graphql/connection';

/**
 * While Zest POS reconnects the app waits and sends a call again by itself
 * (docs/architecture.md#failures): these script what the gateway answers
 * (a 503 SERVICE_UNAVAILABLE, then the answer) and watch what a person sees.
 */
const OUTAGE = {
  data: null,
  errors: [
    {
      message: 'Zest POS is reconnecting. Nothing you saved is lost; please try again in a few seconds.',
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 5 },
    },
  ],
};

type Step = { result: Record<string, unknown> } | { error: Error };

function clientAnswering(steps: Step[], giveUpMs = 30_000) {
  const sent: string[] = [];
  let ready = false;
  const states: ConnectionState[] = [];
  const connection = createConnection(async () => ready);
  connection.subscribe(() => states.push(connection.get()));
  const gateway = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push(operation.operationName ?? '');
        const step = steps.shift() ?? { error: new Error('nothing scripted') };
        if ('error' in step) observer.error(step.error);
        else {
          observer.next(step.result);
          observer.complete();
        }
      }),
  );
  const client = new ApolloClient({
    link: ApolloLink.from([reconnectingLink(connection, giveUpMs), gateway]),
    cache: new InMemoryCache(),
  });
  return { client, sent, states, connection, setReady: (r: boolean) => (ready = r) };
}

const SAVE = gql`
  mutation SaveCategory {
    saveCategory {
      id
    }
  }
`;
const READ = gql`
  query Categories {
    categories {
      id
    }
  }
`;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('a save refused while reconnecting is sent again and lands, with "Reconnecting…" and then "Back online"', async () => {
  const app = clientAnswering([
    { result: OUTAGE },
    { result: OUTAGE },
    { result: { data: { saveCategory: { __typename: 'Category', id: '7' } } } },
  ]);
  const saving = app.client.mutate({ mutation: SAVE });
  await jest.advanceTimersByTimeAsync(0);
  expect(app.connection.get()).toBe('reconnecting');
  await jest.advanceTimersByTimeAsync(3_000);
  await expect(saving).resolves.toMatchObject({ data: { saveCategory: { id: '7' } } });
  expect(app.sent).toEqual(['SaveCategory', 'SaveCategory', 'SaveCategory']);
  expect(app.connection.get()).toBe('back');
  await jest.advanceTimersByTimeAsync(3_000);
  expect(app.states).toEqual(['reconnecting', 'back', 'online']);
});

it('a save that got no answer at all is not sent twice: it may have been done', async () => {
  const app = clientAnswering([{ error: new TypeError('Failed to fetch') }, { result: { data: {} } }]);
  await expect(app.client.mutate({ mutation: SAVE })).rejects.toThrow('Failed to fetch');
  expect(app.sent).toEqual(['SaveCategory']);
});

it('a read with no answer is read again once the gateway is back', async () => {
  const app = clientAnswering([{ error: new TypeError('Failed to fetch') }, { result: { data: { categories: [] } } }]);
  const reading = app.client.query({ query: READ });
  await jest.advanceTimersByTimeAsync(1_500);
  await expect(reading).resolves.toMatchObject({ data: { categories: [] } });
  expect(app.sent).toEqual(['Categories', 'Categories']);
});

it('gives up after a while and shows the server’s own message', async () => {
  const app = clientAnswering(
    Array.from({ length: 20 }, () => ({ result: OUTAGE })),
    4_000,
  );
  const saving = app.client.mutate({ mutation: SAVE }).catch((e: Error) => e.message);
  await jest.advanceTimersByTimeAsync(20_000);
  expect(await saving).toMatch(/Zest POS is reconnecting/);
  expect(app.connection.get()).toBe('reconnecting');
});

it('other refusals are the screen’s to show, at once', async () => {
  const app = clientAnswering([
    { result: { data: null, errors: [{ message: 'Name is taken.', extensions: { code: 'CONFLICT' } }] } },
  ]);
  await expect(app.client.mutate({ mutation: SAVE })).rejects.toThrow('Name is taken.');
  expect(app.sent).toHaveLength(1);
  expect(app.connection.get()).toBe('online');
});

it('while reconnecting, /readyz is watched and "Back online" shows when all is ready', async () => {
  const app = clientAnswering([]);
  app.connection.lost();
  await jest.advanceTimersByTimeAsync(2_100);
  expect(app.connection.get()).toBe('reconnecting');
  app.setReady(true);
  await jest.advanceTimersByTimeAsync(2_100);
  expect(app.connection.get()).toBe('back');
});
