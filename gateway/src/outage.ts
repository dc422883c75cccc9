import type { ApolloServerPlugin } from '@apollo/server';
import { OUTAGE_RETRY_AFTER_SECONDS } from '@zest/kit';

/**
 * GraphQL answers an outage like REST (docs/architecture.md#failures): a
 * `Retry-After` whenever a part failed because a store or a service is
 * unreachable, and HTTP 503 when no field of the operation could be answered.
 * Only the gateway does this: a subgraph answering 503 would reach the
 * gateway as a bare status and lose its message.
 */
export const outageAnswers: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const { data, errors } = response.body.singleResult;
        if (!errors?.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) return;
        response.http.headers.set('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
        const nothing = !data || Object.values(data).every((v) => v === null);
        if (nothing) response.http.status = 503;
      },
    };
  },
};
