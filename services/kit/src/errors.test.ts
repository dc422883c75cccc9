import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { DomainError, formatGraphQLError, GENERIC_FAULT_MESSAGE, httpStatusFor } from './errors';

describe('the error map', () => {
  it.each([
    ['BAD_USER_INPUT', 400],
    ['UNAUTHENTICATED', 401],
    ['PAYMENT_REQUIRED', 402],
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['CONFLICT', 409],
    ['TOO_MANY_REQUESTS', 429],
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
