import { graphql } from '../../graphql/generated';
import type { ServiceHealthFieldsFragment } from '../../graphql/generated/graphql';

/** The operator console's documents (docs/product.md#operator-console): admins only, the server refuses anyone else. */

export const TENANTS = graphql(`
  query ConsoleTenants($search: String, $page: Int, $pageSize: Int) {
    tenants(search: $search, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      tenants {
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
        tenant {
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

/** The service that owns the queue does the retry: one document, the owner's field included. */
export const RETRY_JOB = graphql(`
  mutation ConsoleRetryJob(
    $queue: String!
    $jobId: ID!
    $auth: Boolean!
    $billing: Boolean!
    $menu: Boolean!
    $orders: Boolean!
    $drivers: Boolean!
  ) {
    retryAuthJob(queue: $queue, jobId: $jobId) @include(if: $auth) {
      success
      message
    }
    retryBillingJob(queue: $queue, jobId: $jobId) @include(if: $billing) {
      success
      message
    }
    retryMenuJob(queue: $queue, jobId: $jobId) @include(if: $menu) {
      success
      message
    }
    retryOrdersJob(queue: $queue, jobId: $jobId) @include(if: $orders) {
      success
      message
    }
    retryDriversJob(queue: $queue, jobId: $jobId) @include(if: $drivers) {
      success
      message
    }
  }
`);

export const DROP_JOB = graphql(`
  mutation ConsoleDropJob(
    $queue: String!
    $jobId: ID!
    $auth: Boolean!
    $billing: Boolean!
    $menu: Boolean!
    $orders: Boolean!
    $drivers: Boolean!
  ) {
    dropAuthJob(queue: $queue, jobId: $jobId) @include(if: $auth) {
      success
      message
    }
    dropBillingJob(queue: $queue, jobId: $jobId) @include(if: $billing) {
      success
      message
    }
    dropMenuJob(queue: $queue, jobId: $jobId) @include(if: $menu) {
      success
      message
    }
    dropOrdersJob(queue: $queue, jobId: $jobId) @include(if: $orders) {
      success
      message
    }
    dropDriversJob(queue: $queue, jobId: $jobId) @include(if: $drivers) {
      success
      message
    }
  }
`);

/** The variables that aim a retry or drop at the service owning the queue. */
export function jobTarget(service: ServiceName, queue: string, jobId: string) {
  return {
    queue,
    jobId,
    ...(Object.fromEntries(SERVICE_NAMES.map((name) => [name, name === service])) as Record<ServiceName, boolean>),
  };
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
