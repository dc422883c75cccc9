import { graphql } from '../../graphql/generated';

/**
 * The audit screen's calls (docs/product.md#audit). Each service keeps the
 * lines of what it owns; one query reads the three pages at once and the
 * screen merges them (rules.ts mergeAuditPages).
 */

graphql(`
  fragment AuditLine on AuditEntry {
    id
    atLocal
    kind
    summary
    actorName
    session
    approverName
    orderNumber
    amountBeforeCents
    amountAfterCents
    reason
    cursor
  }
`);

export const AUDIT_TRAIL = graphql(`
  query AuditTrail($restaurantId: ID!, $filter: AuditFilter, $first: Int, $before: String) {
    ordersAudit(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {
      entries {
        ...AuditLine
      }
      nextBefore
    }
    driversAudit(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {
      entries {
        ...AuditLine
      }
      nextBefore
    }
    authAudit(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {
      entries {
        ...AuditLine
      }
      nextBefore
    }
  }
`);

/** The restaurant's staff, drivers included, for the employee filter. */
export const AUDIT_STAFF = graphql(`
  query AuditStaff($restaurantId: ID!) {
    employees(restaurantId: $restaurantId) {
      id
      name
      role
    }
  }
`);

/** Each tablet's offline numbers: those that never arrived are a paid sale the books may be missing. */
export const AUDIT_OFFLINE_PAPERS = graphql(`
  query AuditOfflinePapers($restaurantId: ID!) {
    offlinePapers(restaurantId: $restaurantId) {
      restaurantId
      terminals {
        id
        tag
        lastSeenAt
        arrived
        waiting
        missing
      }
    }
  }
`);
