import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';

/**
 * A document whose operation cannot be chosen (several and none named, or a
 * name it does not hold) is the caller's mistake: a 400 in graphql's own
 * words. Apollo Gateway would otherwise throw a plain error while it plans,
 * and the caller would get a 500.
 */
export const operationChosen: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, request }) {
        if (operation) return;
        const name = request.operationName;
        const message = name
          ? `Unknown operation named "${name}".`
          : 'Must provide operation name if query contains multiple operations.';
        throw new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
      },
    };
  },
};
