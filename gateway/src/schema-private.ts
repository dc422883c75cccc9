import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, visit, type DocumentNode } from 'graphql';
import type { GatewayContext } from './context';

/** Graphql's hint on a misspelt field or argument, which would read the schema out a guess at a time. */
const SUGGESTION = / ?Did you mean .*\?$/;

const introspects = (document: DocumentNode) => {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  return found;
};

/**
 * The schema is the signed-in owners' (issue 47, decision 0075): an anonymous caller, or a staff screen's
 * session, gets no introspection and no "Did you mean…" suggestions; an owner's account does, and everyone
 * does in development. The REST paths are documented at /api/openapi.json for all.
 */
export function schemaPrivate(open: boolean): ApolloServerPlugin<GatewayContext> {
  const mayRead = (ctx: GatewayContext) => open || ctx.viewer?.kind === 'account';
  return {
    async requestDidStart({ contextValue }) {
      if (mayRead(contextValue)) return;
      return {
        async didResolveOperation({ document }) {
          if (!introspects(document)) return;
          const signedIn = !!contextValue.viewer;
          throw new GraphQLError('The schema is for signed-in owners.', {
            extensions: {
              code: signedIn ? 'FORBIDDEN' : 'UNAUTHENTICATED',
              http: { status: signedIn ? 403 : 401 },
            },
          });
        },
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          for (const error of response.body.singleResult.errors ?? []) {
            if (SUGGESTION.test(error.message))
              (error as { message: string }).message = error.message.replace(SUGGESTION, '');
          }
        },
      };
    },
  };
}
