import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { isUnauthenticated, readServerFailure, serverMessageOr } from '../src/graphql/errors';

const graphQLError = (message: string, code: string) =>
  new CombinedGraphQLErrors({ data: null }, [{ message, extensions: { code } }]);

const httpError = (status: number, bodyText: string) =>
  new ServerError(`Response not successful: Received status code ${status}`, {
    response: new Response(bodyText, { status }),
    bodyText,
  });

describe('reading what the server said', () => {
  test("a GraphQL error gives the server's message and code", () => {
    expect(readServerFailure(graphQLError('Invalid email or password.', 'UNAUTHENTICATED'))).toEqual({
      message: 'Invalid email or password.',
      code: 'UNAUTHENTICATED',
      reason: null,
      retryAfter: null,
      field: null,
      isNetworkFailure: false,
    });
  });

  test('what to do next travels in the extensions: a reason, or how long to wait', () => {
    const pinRequired = new CombinedGraphQLErrors({ data: null }, [
      { message: 'This order is more than 2 hours old.', extensions: { code: 'FORBIDDEN', reason: 'PIN_REQUIRED' } },
    ]);
    expect(readServerFailure(pinRequired)).toMatchObject({ code: 'FORBIDDEN', reason: 'PIN_REQUIRED' });
    // The ordering page's checkout: the message goes beside the field it names.
    const outside = new CombinedGraphQLErrors({ data: null }, [
      {
        message: 'Tony’s Pizzeria does not deliver to ZIP code 10001.',
        extensions: { code: 'CONFLICT', reason: 'OUTSIDE_AREA', field: 'zipcode' },
      },
    ]);
    expect(readServerFailure(outside)).toMatchObject({ reason: 'OUTSIDE_AREA', field: 'zipcode' });
    const throttled = new CombinedGraphQLErrors({ data: null }, [
      {
        message: 'Too many wrong PINs. Try again in 5 seconds.',
        extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 5 },
      },
    ]);
    expect(readServerFailure(throttled)).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: 5, reason: null });
  });

  test('a 401 whose body is a GraphQL answer still counts as UNAUTHENTICATED', () => {
    const error = httpError(
      401,
      JSON.stringify({ errors: [{ message: 'Please sign in.', extensions: { code: 'UNAUTHENTICATED' } }] }),
    );
    expect(isUnauthenticated(error)).toBe(true);
    expect(serverMessageOr(error, 'fallback')).toBe('Please sign in.');
  });

  test('a rate limiter answer keeps its message', () => {
    const error = httpError(429, JSON.stringify({ success: false, message: 'Too many attempts.' }));
    expect(readServerFailure(error)).toMatchObject({ message: 'Too many attempts.', code: 'TOO_MANY_REQUESTS' });
  });

  test('a proxy error page or no answer at all falls back to the screen’s text', () => {
    expect(readServerFailure(httpError(502, '<h1>Bad gateway</h1>'))).toEqual({
      message: null,
      code: null,
      reason: null,
      retryAfter: null,
      field: null,
      isNetworkFailure: true,
    });
    expect(readServerFailure(new TypeError('Failed to fetch')).isNetworkFailure).toBe(true);
    expect(serverMessageOr(new TypeError('Failed to fetch'), 'Error sending message.')).toBe('Error sending message.');
  });
});
