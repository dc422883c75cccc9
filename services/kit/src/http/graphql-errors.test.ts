import { GraphQLError } from 'graphql';
import { z } from 'zod';
import {
  DomainError,
  GENERIC_FAULT_MESSAGE,
  httpStatusFor,
  isOutage,
  OUTAGE_MESSAGE,
  toDomainError,
} from '../core/errors';
import { formatGraphQLError } from './graphql-errors';

describe('the error map', () => {
  it.each([
    ['BAD_USER_INPUT', 400],
    ['UNAUTHENTICATED', 401],
    ['PAYMENT_REQUIRED', 402],
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['CONFLICT', 409],
    ['TOO_MANY_REQUESTS', 429],
    ['SERVICE_UNAVAILABLE', 503],
    ['GRAPHQL_VALIDATION_FAILED', 400],
    ['SOMETHING_ELSE', 500],
    [undefined, 500],
  ])('maps %s to HTTP %i', (code, status) => {
    expect(httpStatusFor(code)).toBe(status);
  });

  it('keeps a domain error’s code and message', () => {
    const error = new GraphQLError('x', { originalError: new DomainError('CONFLICT', 'Taken.') });
    const faults: unknown[] = [];
    expect(formatGraphQLError({ message: 'x' }, error, (f) => faults.push(f))).toEqual({
      message: 'Taken.',
      extensions: { code: 'CONFLICT' },
    });
    expect(faults).toHaveLength(0);
  });

  it('turns a zod failure into BAD_USER_INPUT with the first message', () => {
    const parsed = z.object({ name: z.string({ error: 'Name please.' }) }).safeParse({});
    const error = new GraphQLError('x', { originalError: parsed.error });
    expect(formatGraphQLError({ message: 'x' }, error, () => undefined).extensions).toEqual({ code: 'BAD_USER_INPUT' });
  });

  it('hides an unexpected error behind a generic message and reports it as a fault', () => {
    const faults: unknown[] = [];
    const error = new GraphQLError('boom', { originalError: new Error('connection refused at 10.0.0.1') });
    const formatted = formatGraphQLError({ message: 'boom', extensions: { stacktrace: ['at x'] } }, error, (f) =>
      faults.push(f),
    );
    expect(formatted).toEqual({ message: GENERIC_FAULT_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(faults).toHaveLength(1);
  });
});

describe('an outage is a wait, not a fault', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
  // As drizzle wraps what node-postgres throws.
  const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select 1'), { cause });

  it.each([
    ['PostgreSQL refusing connections', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['PostgreSQL shutting down, through drizzle', wrapped(withCode('terminating connection', '57P01'))],
    ['PostgreSQL starting up', withCode('the database system is starting up', '57P03')],
    ['a connection dropped mid-query', wrapped(new Error('Connection terminated unexpectedly'))],
    ['no connection within the pool timeout', new Error('timeout exceeded when trying to connect')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    [
      'Redis gone',
      Object.assign(new Error('Reached the max retries per request limit (which is 2).'), {
        name: 'MaxRetriesPerRequestError',
      }),
    ],
    ['Redis closed', new Error('Connection is closed.')],
  ])('%s answers 503 with Retry-After and the calm message', (_what, error) => {
    expect(isOutage(error)).toBe(true);
    const domain = toDomainError(error);
    expect(domain?.code).toBe('SERVICE_UNAVAILABLE');
    expect(domain?.message).toBe(OUTAGE_MESSAGE);
    expect(domain?.details).toEqual({ retryAfter: 5 });
    const formatted = formatGraphQLError({ message: 'x' }, new GraphQLError('x', { originalError: error }), () => {
      throw new Error('an outage is not a fault');
    });
    expect(formatted.extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', retryAfter: 5 });
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a syntax error in our SQL', withCode('syntax error at or near "FORM"', '42601')],
    ['a unique violation', withCode('duplicate key value', '23505')],
  ])('%s is not an outage', (_what, error) => {
    expect(isOutage(error)).toBe(false);
  });

  it('a subgraph the gateway cannot reach is an outage too', () => {
    const formatted = formatGraphQLError(
      { message: 'socket hang up', extensions: { serviceName: 'menu', code: 'INTERNAL_SERVER_ERROR' } },
      new Error('socket hang up'),
      () => undefined,
    );
    expect(formatted).toEqual({ message: OUTAGE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 5 } });
  });
});
