import { graphql } from '../../graphql/generated';
import type { ConsoleJobActionMutationVariables, ServiceHealthFieldsFragment } from '../../graphql/generated/graphql';

/** The operator console's documents (docs/product.md#operator-console): admins only, the server refuses anyone else. */

export const ACCOUNTS = graphql(`
  query ConsoleAccounts($search: String, $page: Int, $pageSize: Int) {
    accounts(search: $search, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      accounts {
        id
        fullname
        email
        role
        demo
        createdAt
        subscription {
          status
          planName
        }
        restaurants {
          id
          name
          createdAt
          lastOrderAt
        }
      }
    }
  }
`);

/** The cheapest console read: asked for someone who is not an admin, it brings the server's refusal. */
export const CONSOLE_ACCESS = graphql(`
  query ConsoleAccess {
    platformHealth {
      id
    }
  }
`);

export const SUBSCRIPTIONS = graphql(`
  query ConsoleSubscriptions($status: String, $page: Int, $pageSize: Int) {
    subscriptions(status: $status, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      subscriptions {
        id
        status
        planName
        currentPeriodEnd
        cancelAtPeriodEnd
        account {
          id
          fullname
          email
        }
      }
    }
  }
`);

export type ServiceHealth = ServiceHealthFieldsFragment;

graphql(`
  fragment ServiceHealthFields on ServiceHealth {
    service
    up
    checkedAt
    parts {
      name
      up
    }
    queues {
      name
      waiting
      active
      delayed
      failed
      failedJobs {
        id
        queue
        name
        reason
        attempts
        failedAt
      }
      check {
        askedAt
        answeredAt
        resent
        unknown
        problem
      }
    }
  }
`);

/** Each service answers for itself: one that is down leaves its part null and the rest still show. */
export const PLATFORM_HEALTH = graphql(`
  query ConsolePlatformHealth {
    platformHealth {
      id
      auth {
        ...ServiceHealthFields
      }
      billing {
        ...ServiceHealthFields
      }
      menu {
        ...ServiceHealthFields
      }
      orders {
        ...ServiceHealthFields
      }
      drivers {
        ...ServiceHealthFields
      }
    }
  }
`);

export const SERVICE_NAMES = ['auth', 'billing', 'menu', 'orders', 'drivers'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/**
 * A retry or drop is done by the service that owns the queue: one document
 * with every service's two fields, only the one asked for included.
 */
export const JOB_ACTION = graphql(`
  mutation ConsoleJobAction(
    $queue: String!
    $jobId: ID!
    $retryAuth: Boolean!
    $dropAuth: Boolean!
    $retryBilling: Boolean!
    $dropBilling: Boolean!
    $retryMenu: Boolean!
    $dropMenu: Boolean!
    $retryOrders: Boolean!
    $dropOrders: Boolean!
    $retryDrivers: Boolean!
    $dropDrivers: Boolean!
  ) {
    retryAuthJob(queue: $queue, jobId: $jobId) @include(if: $retryAuth) {
      message
    }
    dropAuthJob(queue: $queue, jobId: $jobId) @include(if: $dropAuth) {
      message
    }
    retryBillingJob(queue: $queue, jobId: $jobId) @include(if: $retryBilling) {
      message
    }
    dropBillingJob(queue: $queue, jobId: $jobId) @include(if: $dropBilling) {
      message
    }
    retryMenuJob(queue: $queue, jobId: $jobId) @include(if: $retryMenu) {
      message
    }
    dropMenuJob(queue: $queue, jobId: $jobId) @include(if: $dropMenu) {
      message
    }
    retryOrdersJob(queue: $queue, jobId: $jobId) @include(if: $retryOrders) {
      message
    }
    dropOrdersJob(queue: $queue, jobId: $jobId) @include(if: $dropOrders) {
      message
    }
    retryDriversJob(queue: $queue, jobId: $jobId) @include(if: $retryDrivers) {
      message
    }
    dropDriversJob(queue: $queue, jobId: $jobId) @include(if: $dropDrivers) {
      message
    }
  }
`);

export type JobVerb = 'retry' | 'drop';

/** The variables that aim a retry or drop at the service owning the queue. */
export function jobAction(verb: JobVerb, service: ServiceName, queue: string, jobId: string) {
  const field = (v: JobVerb, name: ServiceName) => `${v}${name[0]!.toUpperCase()}${name.slice(1)}`;
  const flags = SERVICE_NAMES.flatMap((name) =>
    (['retry', 'drop'] as const).map((v) => [field(v, name), v === verb && name === service]),
  );
  return { queue, jobId, ...Object.fromEntries(flags) } as ConsoleJobActionMutationVariables;
}

export const OPERATOR_ACTIONS = graphql(`
  query ConsoleOperatorActions($page: Int, $pageSize: Int) {
    operatorActions(page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      actions {
        id
        actorEmail
        action
        service
        target
        at
      }
    }
  }
`);
