import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import {
  ERROR_STATUS,
  GENERIC_FAULT_MESSAGE,
  isOutage,
  OUTAGE_MESSAGE,
  OUTAGE_RETRY_AFTER_SECONDS,
  PROTOCOL_STATUS,
  toDomainError,
} from '../core/errors';
import { tooLargeMessage } from './operation-budget';

/** A load balancer's own answer for a subgraph (502, 503, 504: its replica died or none is up), as Apollo reports it. */
const balancerFailed = (formatted: GraphQLFormattedError) => {
  const status = (formatted.extensions?.response as { status?: unknown } | undefined)?.status;
  return status === 502 || status === 503 || status === 504;
};

/**
 * Apollo `formatError` for subgraphs and the gateway: keep known codes and
 * their messages, hide everything else behind a generic message.
 */
export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  error: unknown,
  onFault: (error: unknown) => void,
): GraphQLFormattedError {
  const original = error instanceof GraphQLError && error.originalError ? error.originalError : error;
  const domain = toDomainError(original);
  if (domain) {
    return {
      message: domain.message,
      path: formatted.path,
      extensions: { code: domain.code, ...domain.details },
    };
  }
  const code = formatted.extensions?.code;
  if (
    typeof code === 'string' &&
    (code in ERROR_STATUS || code in PROTOCOL_STATUS) &&
    code !== 'INTERNAL_SERVER_ERROR'
  ) {
    // Codes that came from a subgraph (through the gateway) or from the protocol layer.
    const { stacktrace: _drop, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, message: tooLargeMessage(formatted.message) ?? formatted.message, extensions };
  }
  if ((formatted.extensions?.serviceName && isOutage({ message: formatted.message })) || balancerFailed(formatted)) {
    // The gateway could not reach a subgraph (restarting after a crash), or the load balancer in between
    // lost the replica mid-request or had none up: a wait, not a fault.
    return {
      message: OUTAGE_MESSAGE,
      path: formatted.path,
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: OUTAGE_RETRY_AFTER_SECONDS },
    };
  }
  // A subgraph already logged its own fault; the gateway only passes the generic answer on.
  if (!formatted.extensions?.serviceName) onFault(original);
  return { message: GENERIC_FAULT_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
